import {
  BONUS_MAX_HOLD_MS,
  userBalances,
  userPositions,
  type BalanceView,
  type EngineState,
  type BookSnapshot,
  type ContractConfig,
  type MatchMessage,
  type OrderView,
  type PositionView,
} from '../engine';
import type {
  MatchFrame,
  WireAccount,
  WireBalance,
  WireOrder,
  WirePosition,
} from '../../lib/contract/wire/match';
import { money, price, quantity } from './units';
import { callbackPercentOfBp } from '../../lib/contract/trailing-stop';

type Configs = ReadonlyMap<number, ContractConfig>;
/** A row of the wire, read by key (the Binance layer, the history reads). */
export type WireObject = Record<string, string | number | boolean | null>;
export type { MatchFrame };

const optionalPrice = (config: ContractConfig, ticks: number | null) =>
  ticks === null || ticks <= 0 ? null : price(config, ticks);

export function balanceWire(b: BalanceView): WireBalance {
  return {
    account: b.account,
    currencyId: 1,
    wallet: money(b.wallet),
    real: money(b.real),
    trade: money(b.trade),
    upnl: money(b.upnl),
    frozen: money(b.frozen),
    isolatedMargin: money(b.isolatedMargin),
    bonus: money(b.bonus),
    // A bonus account's "fund leverage": the voucher's maximum while one is in use.
    maxLeverage: b.maxLeverage > 0 ? b.maxLeverage : null,
    equity: money(b.equity),
    maintenanceMargin: money(b.maintenanceMargin),
  };
}

/**
 * The user's futures accounts as `future/accounts` and the user's `indicator` frames show them:
 * each account's USDT asset marked to the current prices, with its open positions.
 */
export function accountsWire(state: EngineState, configs: Configs, userId: number): WireAccount[] {
  const positions = userPositions(state, userId);
  return userBalances(state, userId).flatMap((balance) => {
    if (balance.account === 'spot') return [];
    const type = balance.account;
    const wire = balanceWire(balance);
    return [
      {
        aid: userId * 100 + type,
        at: type,
        assets: [
          {
            cid: wire.currencyId,
            wallet: wire.wallet,
            avail: wire.real,
            upnl: wire.upnl,
            frozen: wire.frozen,
            margin: money(balance.isolatedMargin + balance.frozen),
            equity: wire.equity,
            maintenanceMargin: wire.maintenanceMargin,
            bonus: wire.bonus,
            maxLeverage: wire.maxLeverage,
          },
        ],
        posis: positions.flatMap((p) => {
          const config = configs.get(p.contractId);
          return p.accountType === type && config ? [positionWire(config, p)] : [];
        }),
      },
    ];
  });
}

export function positionWire(config: ContractConfig, p: PositionView): WirePosition {
  return {
    positionId: p.positionId,
    accountType: p.accountType,
    contractId: p.contractId,
    side: p.side,
    hedge: p.hedge,
    size: quantity(config, p.size),
    entryPrice: price(config, p.entryPrice),
    cost: money(p.cost),
    isolated: p.isolated,
    leverage: p.leverage,
    margin: money(p.margin),
    markPrice: price(config, p.markPrice),
    upnl: money(p.upnl),
    realizedPnl: money(p.realizedPnl),
    fees: money(p.fees),
    funding: money(p.funding),
    maintenanceMargin: money(p.maintenanceMargin),
    mmr: money(p.mmr),
    riskRate: money(p.riskRate),
    roi: money(p.roi),
    liquidationPrice: optionalPrice(config, p.liquidationPrice),
    breakevenPrice: optionalPrice(config, p.breakevenPrice),
    tpTrigger: optionalPrice(config, p.tpTrigger),
    slTrigger: optionalPrice(config, p.slTrigger),
    openedAt: p.openedAt,
    // Trial-fund and voucher positions are closed at market 24 h after they opened (engine clock).
    autoCloseAt: isBonusAccountType(p.accountType) ? p.openedAt + BONUS_MAX_HOLD_MS : null,
    updatedAt: p.updatedAt,
  };
}

/** The bonus (trial fund, 10) and grants (voucher, 30) accounts, with the bonus rules. */
export function isBonusAccountType(accountType: number): boolean {
  return accountType === 10 || accountType === 30;
}

export function orderWire(config: ContractConfig, o: OrderView): WireOrder {
  return {
    orderId: o.orderId,
    accountType: o.accountType,
    contractId: o.contractId,
    positionId: o.positionId,
    type: o.type,
    side: o.side,
    price: optionalPrice(config, o.price),
    quantity: quantity(config, o.qty),
    filledQuantity: quantity(config, o.filledQty),
    averagePrice:
      o.filledQty > 0 ? price(config, Number(o.filledValue / BigInt(o.filledQty))) : null,
    orderStatus: o.orderStatus,
    tif: o.tif,
    reduceOnly: o.reduceOnly,
    triggerPrice: optionalPrice(config, o.triggerPrice),
    triggerBy: o.triggerBy,
    triggerAbove: o.triggerAbove,
    tpTrigger: o.tp ? price(config, o.tp.triggerPrice) : null,
    tpPrice: o.tp ? optionalPrice(config, o.tp.price ?? null) : null,
    slTrigger: o.sl ? price(config, o.sl.triggerPrice) : null,
    slPrice: o.sl ? optionalPrice(config, o.sl.price ?? null) : null,
    ...(o.trailing !== undefined
      ? {
          callbackRate: callbackPercentOfBp(o.trailing.callbackBp),
          activationPrice: optionalPrice(config, o.trailing.activationPrice),
        }
      : {}),
    fee: money(o.fee),
    clientOrderId: o.clientOrderId,
    parentOrderId: o.parentOrderId > 0 ? o.parentOrderId : null,
    ...(o.ocoOrderId !== undefined ? { ocoOrderId: o.ocoOrderId } : {}),
    ...(o.groupId !== undefined ? { groupId: o.groupId } : {}),
    ...(o.closePosition ? { closePosition: true as const } : {}),
    source: o.source,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

/** Engine match messages → wire frames (bigints and ticks become decimal strings). */
export function matchFrames(configs: Configs, messages: readonly MatchMessage[]): MatchFrame[] {
  const frames: MatchFrame[] = [];
  for (const m of messages) {
    const withConfig = <T extends { contractId: number }, W>(
      rows: readonly T[],
      f: (c: ContractConfig, r: T) => W,
    ) =>
      rows.flatMap((r) => {
        const c = configs.get(r.contractId);
        return c ? [f(c, r)] : [];
      });
    switch (m.type) {
      case 3002:
        frames.push({ type: 3002, data: m.body.map(balanceWire) });
        break;
      case 3022:
        frames.push({
          type: 3022,
          data: m.body.map((c) => ({
            accountType: c.accountType,
            contractId: c.contractId,
            isolated: c.isolated,
            leverage: c.leverage,
            hedge: c.hedge,
          })),
        });
        break;
      case 3012:
        frames.push({ type: 3012, data: withConfig(m.body, positionWire) });
        break;
      default:
        frames.push({ type: m.type, data: withConfig(m.body, orderWire) });
    }
  }
  return frames;
}

/** `future_snapshot_depth`: `{ sc, asks, bids, t }`, levels `[price, quantity]` as decimal strings. */
export function depthWire(config: ContractConfig, code: string, book: BookSnapshot, t: number) {
  const level = ([p, q]: [number, number]): [string, string] => [
    price(config, p),
    quantity(config, q),
  ];
  return { sc: code, asks: book.asks.map(level), bids: book.bids.map(level), t };
}
