import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contracts } from '../../../lib/contract/reference-data';
import type { Database } from '../../db/database';
import { LEDGER_KINDS, type LedgerKind } from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { ledgerRows } from '../../services/wallet/account-ledger';
import { addText, mulText, signOf, subText } from './decimal-text';
import { BinanceCode, BinanceError } from './errors';
import {
  booleanParam,
  callRoute,
  eachPage,
  decimalParam,
  intParam,
  parse,
  permissionOf,
  signedRoute,
  timeParam,
  type Caller,
  type HttpDeps,
  type Params,
} from './http';
import type { ListenKeys } from './listen-keys';
import { FUTURES_ACCOUNT, positionRisk, sidesOf } from './shapes';
import type { WireAccountAsset, WirePosition, WireTrade } from '../../../lib/contract/wire/match';
import { contractOfSymbol, leverageBrackets, optionalContract, specOf, symbolOf } from './symbols';

/** Binance's income types for the ledger's kinds (the futures account's rows only). */
const INCOME_TYPE_OF: Record<LedgerKind, string> = {
  deposit: 'TRANSFER',
  withdraw: 'TRANSFER',
  transfer: 'TRANSFER',
  fee: 'COMMISSION',
  realizedPnl: 'REALIZED_PNL',
  funding: 'FUNDING_FEE',
  insuranceCover: 'INSURANCE_CLEAR',
  liquidationClearance: 'INSURANCE_CLEAR',
  bonusGrant: 'WELCOME_BONUS',
  bonusReclaim: 'WELCOME_BONUS',
  bonusProfit: 'WELCOME_BONUS',
  referralCommission: 'REFERRAL_KICKBACK',
};
const INCOME_TYPES = [
  'TRANSFER',
  'COMMISSION',
  'REALIZED_PNL',
  'FUNDING_FEE',
  'INSURANCE_CLEAR',
  'WELCOME_BONUS',
  'REFERRAL_KICKBACK',
] as const;

export interface AccountDeps extends HttpDeps {
  database: Database;
  engine: () => EngineHost | undefined;
  listenKeys: ListenKeys;
}

const ACCOUNTS = '/future/accounts';
const CONFIGS = '/configs/private';
const POSITIONS = '/future/position/list';
const TRADES = '/future/trade/history';

/** The largest position value the leverage allows: the cap of the last tier that permits it. */
function maxNotional(contractId: number, leverage: number, engine: EngineHost | undefined): string {
  const contract = contracts.find((c) => c.contractId === contractId);
  if (!contract) return '0';
  const tiers = specOf(contract, engine).riskTiers.filter((t) => t.maxLeverage >= leverage);
  return tiers[tiers.length - 1]?.maxNotional ?? '0';
}

/** The futures account of the caller with its USDT asset; zeros before the first deposit. */
async function futuresAccount(deps: AccountDeps, caller: Caller) {
  const accounts = await callRoute(deps, caller, ACCOUNTS, {});
  const account = accounts.find((a) => a.at === FUTURES_ACCOUNT);
  return { asset: account?.assets[0], positions: account?.posis ?? [] };
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const read = permissionOf(ACCOUNTS);

  /** USDT as Binance's account asset: wallet, unrealized PnL, margins, what is available. */
  const assetOf = (asset: WireAccountAsset | undefined, positions: WirePosition[], now: number) => {
    // The engine's wallet is the cross wallet: isolated margins have left it for their positions.
    const crossWallet = asset?.wallet ?? '0';
    const upnl = asset?.upnl ?? '0';
    const available = asset?.avail ?? '0';
    const frozen = asset?.frozen ?? '0';
    const sum = (rows: WirePosition[], key: 'margin' | 'maintenanceMargin' | 'upnl') =>
      rows.reduce((total, p) => addText(total, p[key]), '0');
    const isolated = positions.filter((p) => p.isolated);
    const wallet = addText(crossWallet, sum(isolated, 'margin'));
    const positionMargin = sum(positions, 'margin');
    return {
      asset: 'USDT',
      walletBalance: wallet,
      unrealizedProfit: upnl,
      marginBalance: addText(wallet, upnl),
      maintMargin: addText(asset?.maintenanceMargin ?? '0', sum(isolated, 'maintenanceMargin')),
      initialMargin: addText(positionMargin, frozen),
      positionInitialMargin: positionMargin,
      openOrderInitialMargin: frozen,
      crossWalletBalance: crossWallet,
      crossUnPnl: subText(upnl, sum(isolated, 'upnl')),
      availableBalance: available,
      maxWithdrawAmount: signOf(available) > 0 ? available : '0',
      marginAvailable: true,
      updateTime: now,
    };
  };

  const account = async (caller: Caller, v2: boolean) => {
    const { asset, positions } = await futuresAccount(deps, caller);
    const now = deps.now();
    const usdt = assetOf(asset, positions, now);
    const rows = positions.map((p) =>
      positionRisk(p, maxNotional(p.contractId, p.leverage, deps.engine())),
    );
    const configs = v2 ? await callRoute(deps, caller, CONFIGS, {}) : undefined;
    const held = new Set(rows.map((r) => `${r.symbol}:${r.positionSide}`));
    // v2 lists every symbol (with its leverage and margin mode), v3 the open positions.
    const empty =
      configs?.positionConfigs.flatMap((c) => {
        const symbol = symbolOf(c.contractId);
        const sides = configs.positionMode.hedge ? ['LONG', 'SHORT'] : ['BOTH'];
        return sides
          .filter((side) => !held.has(`${symbol}:${side}`))
          .map((side) => ({
            symbol,
            positionSide: side,
            positionAmt: '0',
            entryPrice: '0',
            breakEvenPrice: '0',
            unrealizedProfit: '0',
            leverage: String(c.leverage),
            isolated: c.isolated,
            isolatedWallet: '0',
            initialMargin: '0',
            maintMargin: '0',
            positionInitialMargin: '0',
            notional: '0',
            maxNotional: maxNotional(c.contractId, c.leverage, deps.engine()),
            updateTime: 0,
          }));
      }) ?? [];
    return {
      feeTier: 0,
      canTrade: caller.key.permissions.includes('trade'),
      canDeposit: false,
      canWithdraw: false,
      updateTime: 0,
      multiAssetsMargin: false,
      totalInitialMargin: usdt.initialMargin,
      totalMaintMargin: usdt.maintMargin,
      totalWalletBalance: usdt.walletBalance,
      totalUnrealizedProfit: usdt.unrealizedProfit,
      totalMarginBalance: usdt.marginBalance,
      totalPositionInitialMargin: usdt.positionInitialMargin,
      totalOpenOrderInitialMargin: usdt.openOrderInitialMargin,
      totalCrossWalletBalance: usdt.crossWalletBalance,
      totalCrossUnPnl: usdt.crossUnPnl,
      availableBalance: usdt.availableBalance,
      maxWithdrawAmount: usdt.maxWithdrawAmount,
      assets: [usdt],
      positions: [
        ...rows.map((r) => ({
          symbol: r.symbol,
          positionSide: r.positionSide,
          positionAmt: r.positionAmt,
          entryPrice: r.entryPrice,
          breakEvenPrice: r.breakEvenPrice,
          unrealizedProfit: r.unRealizedProfit,
          leverage: r.leverage,
          isolated: r.marginType === 'isolated',
          isolatedMargin: r.isolatedMargin,
          isolatedWallet: r.isolatedWallet,
          initialMargin: r.initialMargin,
          maintMargin: r.maintMargin,
          positionInitialMargin: r.positionInitialMargin,
          notional: r.notional,
          maxNotional: r.maxNotionalValue,
          updateTime: r.updateTime,
        })),
        ...empty,
      ],
    };
  };
  signedRoute(app, deps, 'GET', '/v2/account', read, (_p, caller) => account(caller, true), {
    weight: 5,
  });
  signedRoute(app, deps, 'GET', '/v3/account', read, (_p, caller) => account(caller, false), {
    weight: 5,
  });

  for (const version of ['v2', 'v3'])
    signedRoute(
      app,
      deps,
      'GET',
      `/${version}/balance`,
      read,
      async (_p, caller) => {
        const { asset, positions } = await futuresAccount(deps, caller);
        const usdt = assetOf(asset, positions, deps.now());
        return [
          {
            accountAlias: `u${caller.userId}`,
            asset: 'USDT',
            balance: usdt.walletBalance,
            crossWalletBalance: usdt.crossWalletBalance,
            crossUnPnl: usdt.crossUnPnl,
            availableBalance: usdt.availableBalance,
            maxWithdrawAmount: usdt.maxWithdrawAmount,
            marginAvailable: true,
            updateTime: usdt.updateTime,
          },
        ];
      },
      { weight: 5 },
    );

  const positions = async (params: Params, caller: Caller, all: boolean) => {
    const q = parse(z.object({ symbol: z.string().optional() }), params);
    const contract = optionalContract(q.symbol);
    const answer = await callRoute(deps, caller, POSITIONS, {
      accountType: String(FUTURES_ACCOUNT),
      ...(contract ? { contractId: String(contract.contractId) } : {}),
    });
    const rows = answer.list.map((p) =>
      positionRisk(p, maxNotional(p.contractId, p.leverage, deps.engine())),
    );
    if (!all) return rows;
    // v2: every symbol, empty ones with their leverage and margin mode.
    const configs = await callRoute(deps, caller, CONFIGS, {});
    const held = new Set(rows.map((r) => `${r.symbol}:${r.positionSide}`));
    const sides = configs.positionMode.hedge ? ['LONG', 'SHORT'] : ['BOTH'];
    for (const c of configs.positionConfigs) {
      if (contract && c.contractId !== contract.contractId) continue;
      const symbol = symbolOf(c.contractId);
      for (const side of sides) {
        if (held.has(`${symbol}:${side}`)) continue;
        rows.push({
          ...positionRisk(
            {
              contractId: c.contractId,
              size: '0',
              side: 0,
              hedge: configs.positionMode.hedge,
              isolated: c.isolated,
              leverage: c.leverage,
              entryPrice: '0',
              breakevenPrice: '0',
              markPrice: '0',
              upnl: '0',
              liquidationPrice: '0',
              margin: '0',
              maintenanceMargin: '0',
              updatedAt: 0,
            },
            maxNotional(c.contractId, c.leverage, deps.engine()),
          ),
          positionSide: side,
        });
      }
    }
    return rows;
  };
  signedRoute(
    app,
    deps,
    'GET',
    '/v2/positionRisk',
    read,
    (p, caller) => positions(p, caller, true),
    { weight: 5 },
  );
  signedRoute(
    app,
    deps,
    'GET',
    '/v3/positionRisk',
    read,
    (p, caller) => positions(p, caller, false),
    { weight: 5 },
  );

  signedRoute(
    app,
    deps,
    'POST',
    '/v1/leverage',
    permissionOf('/future/leverage'),
    async (params, caller) => {
      const q = parse(z.object({ symbol: z.string(), leverage: intParam(1, 1000) }), params);
      const contract = contractOfSymbol(q.symbol);
      const set = await callRoute(deps, caller, '/future/leverage', {
        contractId: contract.contractId,
        leverage: q.leverage,
        accountType: FUTURES_ACCOUNT,
      });
      return {
        leverage: set.leverage,
        maxNotionalValue: maxNotional(contract.contractId, set.leverage, deps.engine()),
        symbol: symbolOf(contract.contractId),
      };
    },
    { context: 'leverage' },
  );

  signedRoute(
    app,
    deps,
    'POST',
    '/v1/marginType',
    permissionOf('/future/marginMode'),
    async (params, caller) => {
      const q = parse(
        z.object({ symbol: z.string(), marginType: z.enum(['ISOLATED', 'CROSSED']) }),
        params,
      );
      const contract = contractOfSymbol(q.symbol);
      const isolated = q.marginType === 'ISOLATED';
      const configs = await callRoute(deps, caller, CONFIGS, {});
      if (
        configs.positionConfigs.find((c) => c.contractId === contract.contractId)?.isolated ===
        isolated
      ) {
        throw new BinanceError(
          BinanceCode.noNeedToChangeMarginType,
          'No need to change margin type.',
        );
      }
      await callRoute(deps, caller, '/future/marginMode', {
        contractId: contract.contractId,
        isolated,
        accountType: FUTURES_ACCOUNT,
      });
      return { code: 200, msg: 'success' };
    },
    { context: 'marginType' },
  );

  signedRoute(
    app,
    deps,
    'GET',
    '/v1/positionSide/dual',
    read,
    async (_p, caller) => {
      const configs = await callRoute(deps, caller, CONFIGS, {});
      return { dualSidePosition: configs.positionMode.hedge };
    },
    { weight: 30 },
  );
  signedRoute(
    app,
    deps,
    'POST',
    '/v1/positionSide/dual',
    permissionOf('/future/positionMode'),
    async (params, caller) => {
      const q = parse(z.object({ dualSidePosition: booleanParam }), params);
      const configs = await callRoute(deps, caller, CONFIGS, {});
      if (configs.positionMode.hedge === q.dualSidePosition) {
        throw new BinanceError(
          BinanceCode.noNeedToChangePositionSide,
          'No need to change position side.',
        );
      }
      await callRoute(deps, caller, '/future/positionMode', {
        hedge: q.dualSidePosition,
        accountType: FUTURES_ACCOUNT,
      });
      return { code: 200, msg: 'success' };
    },
    { context: 'positionSide' },
  );

  signedRoute(
    app,
    deps,
    'POST',
    '/v1/positionMargin',
    permissionOf('/future/position/margin'),
    async (params, caller) => {
      const q = parse(
        z.object({
          symbol: z.string(),
          positionSide: z.enum(['BOTH', 'LONG', 'SHORT']).optional(),
          amount: decimalParam,
          type: z.enum(['1', '2']),
        }),
        params,
      );
      const contract = contractOfSymbol(q.symbol);
      const side =
        q.positionSide === 'LONG' ? 'long' : q.positionSide === 'SHORT' ? 'short' : undefined;
      await callRoute(deps, caller, '/future/position/margin', {
        contractId: contract.contractId,
        accountType: FUTURES_ACCOUNT,
        ...(side ? { side } : {}),
        amount: q.amount,
        type: q.type === '1' ? 'add' : 'reduce',
      });
      return {
        amount: Number(q.amount),
        code: 200,
        msg: 'Successfully modify position margin.',
        type: Number(q.type),
      };
    },
  );

  /** The caller's fills of a contract in a time range, newest first from the app, all pages. */
  const fills = async (
    caller: Caller,
    contractId: number | undefined,
    from?: number,
    to?: number,
    want = 1000,
  ) => {
    const readPage = (cursor: number | null) =>
      callRoute(deps, caller, TRADES, {
        accountType: String(FUTURES_ACCOUNT),
        limit: '500',
        ...(contractId === undefined ? {} : { contractId: String(contractId) }),
        ...(from === undefined ? {} : { from: String(from) }),
        ...(to === undefined ? {} : { to: String(to + 1) }),
        ...(cursor === null ? {} : { cursor: String(cursor) }),
      });
    const list: WireTrade[] = [];
    await eachPage(readPage, (rows) => list.push(...rows) >= want);
    return list;
  };

  signedRoute(
    app,
    deps,
    'GET',
    '/v1/userTrades',
    read,
    async (params, caller) => {
      const q = parse(
        z.object({
          symbol: z.string(),
          orderId: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
          startTime: timeParam.optional(),
          endTime: timeParam.optional(),
          fromId: intParam(0, Number.MAX_SAFE_INTEGER).optional(),
          limit: intParam(1, 1000).optional(),
        }),
        params,
      );
      const contract = contractOfSymbol(q.symbol);
      const limit = q.limit ?? 500;
      const found = (
        await fills(
          caller,
          contract.contractId,
          q.startTime,
          q.endTime,
          q.fromId === undefined ? limit : 10_000,
        )
      )
        .filter(
          (t) =>
            (q.orderId === undefined || t.orderId === q.orderId) &&
            (q.fromId === undefined || t.tradeId >= q.fromId),
        )
        .sort((a, b) => a.tradeId - b.tradeId);
      const page =
        q.fromId !== undefined || q.startTime !== undefined
          ? found.slice(0, limit)
          : found.slice(-limit);
      return page.map((t) => {
        const positionSide =
          t.orderSide !== null && t.orderSide !== 'buy' && t.orderSide !== 'sell'
            ? sidesOf(t.orderSide).positionSide
            : 'BOTH';
        return {
          buyer: t.side === 'buy',
          commission: t.fee,
          commissionAsset: 'USDT',
          id: t.tradeId,
          maker: t.role === 'maker',
          orderId: t.orderId,
          price: t.price,
          qty: t.quantity,
          quoteQty: mulText(t.price, t.quantity),
          realizedPnl: t.realizedPnl,
          side: t.side === 'buy' ? 'BUY' : 'SELL',
          positionSide,
          symbol: symbolOf(t.contractId),
          time: t.time,
        };
      });
    },
    { weight: 5 },
  );

  signedRoute(
    app,
    deps,
    'GET',
    '/v1/income',
    read,
    async (params, caller) => {
      const q = parse(
        z.object({
          symbol: z.string().optional(),
          incomeType: z.enum(INCOME_TYPES).optional(),
          startTime: timeParam.optional(),
          endTime: timeParam.optional(),
          limit: intParam(1, 1000).optional(),
        }),
        params,
      );
      const contract = optionalContract(q.symbol);
      const limit = q.limit ?? 100;
      const kinds =
        q.incomeType === undefined
          ? undefined
          : LEDGER_KINDS.filter((kind) => INCOME_TYPE_OF[kind] === q.incomeType);
      // The futures account's ledger: every change of its balance, fees and losses negative.
      // From startTime the first `limit` rows; without it the newest `limit`, oldest first.
      const rows = await ledgerRows(
        deps.database.db,
        caller.userId,
        {
          account: `${FUTURES_ACCOUNT}`,
          ...(kinds === undefined ? {} : { kinds }),
          ...(contract ? { contractId: contract.contractId } : {}),
          ...(q.startTime === undefined ? {} : { from: q.startTime }),
          ...(q.endTime === undefined ? {} : { to: q.endTime }),
        },
        limit,
        q.startTime === undefined ? 'newest' : 'oldest',
      );
      return rows.map((row) => ({
        symbol: row.contractId === null ? '' : symbolOf(row.contractId),
        incomeType: INCOME_TYPE_OF[row.kind],
        income: row.amount,
        asset: 'USDT',
        info: row.kind === 'transfer' || row.kind === 'bonusProfit' ? String(row.peer ?? '') : '',
        time: row.time,
        tranId: row.tranId,
        tradeId: row.orderId ?? '',
      }));
    },
    { weight: 30 },
  );

  signedRoute(app, deps, 'GET', '/v1/leverageBracket', read, (params) => {
    const contract = optionalContract(params.symbol);
    return contract
      ? [leverageBrackets(contract, deps.engine())]
      : contracts.map((c) => leverageBrackets(c, deps.engine()));
  });

  signedRoute(
    app,
    deps,
    'GET',
    '/v1/commissionRate',
    read,
    (params) => {
      const spec = specOf(contractOfSymbol(params.symbol), deps.engine());
      return {
        symbol: spec.code,
        makerCommissionRate: spec.makerFeeRate,
        takerCommissionRate: spec.takerFeeRate,
      };
    },
    { weight: 20 },
  );

  // User data stream keys: the API key alone (no signature), as on Binance.
  const listenKey = (method: 'POST' | 'PUT' | 'DELETE') =>
    signedRoute(
      app,
      deps,
      method,
      '/v1/listenKey',
      read,
      (_p, caller) => {
        if (method === 'POST')
          return { listenKey: deps.listenKeys.create(caller.userId, caller.key.id) };
        if (method === 'PUT') {
          const key = deps.listenKeys.keepAlive(caller.userId, caller.key.id);
          if (!key) throw new BinanceError(-1125, 'This listenKey does not exist.');
          return { listenKey: key };
        }
        deps.listenKeys.close(caller.userId, caller.key.id);
        return {};
      },
      { signed: false },
    );
  listenKey('POST');
  listenKey('PUT');
  listenKey('DELETE');
}
