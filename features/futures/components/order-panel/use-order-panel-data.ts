'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  useBalance,
  useMarketIndicator,
  usePositionConfig,
  usePositions,
  useRealtime,
  type Account,
} from '@/features/realtime';
import { useIsLoggedIn } from '@/features/session';
import { maxLeverage, contracts as referenceContracts } from '@/lib/contract/reference-data';
import { availableOf, getAccountsQueryOptions } from '../../api/get-accounts';
import {
  getAccountConfigsQueryOptions,
  getPrivateConfigsQueryOptions,
} from '../../api/get-private-configs';
import {
  getPublicConfigsQueryOptions,
  type ContractTradingConfig,
} from '../../api/get-public-configs';
import type { PositionModeName } from '../../api/place-order';
import { bestPriceOf } from '../../model/best-price';
import type { ContractTerms } from '../../model/contract-terms';
import type { OrderTicketPosition } from '../../model/order-ticket';
import { toPositionRow, type MarginMode, type PositionSide } from '../../model/position-row';
import {
  BONUS_ACCOUNT,
  FUTURES_ACCOUNT,
  type TradingAccountType,
} from '../../model/trading-account';
import { useTradingAccount, type BonusAccountState } from '../../hooks/use-bonus-account';

const USDT = 1;
/** What a contract starts at before the user ever chose a leverage (the engine's default). */
const DEFAULT_LEVERAGE = 20;

export type PanelContract = ContractTerms & {
  contractId: number;
  name: string;
  baseAsset: string;
  quoteAsset: string;
  priceScale: number;
  maxLeverage: number;
};

function fromConfig(config: ContractTradingConfig): PanelContract {
  return { ...config, minOrderQuantity: config.minOrderQuantity };
}

/** A contract's terms from configs/public, else from the shared reference data. */
function contractTermsOf(
  configs: readonly ContractTradingConfig[] | undefined,
  contractId: number,
): PanelContract | null {
  const config = configs?.find((c) => c.contractId === contractId);
  if (config) return fromConfig(config);
  const reference = referenceContracts.find((c) => c.contractId === contractId);
  if (!reference) return null;
  return { ...reference, maxLeverage: maxLeverage(reference) };
}

function availableInAccount(account: Account | undefined): string | number | undefined {
  return account?.assets?.find((asset) => asset.cid === USDT)?.avail;
}

export interface OrderPanelData {
  /**
   * The contract's terms; on the bonus account its maximum leverage is the voucher's when that
   * is lower.
   */
  contract: PanelContract | null;
  /** The account the ticket trades: main (1) or bonus (10). */
  accountType: TradingAccountType;
  /** The bonus account: whether the user may choose it, and the voucher's maximum leverage. */
  bonus: BonusAccountState;
  /** Where a market buy / sell is expected to fill: the best ask / bid. */
  bestAsk: string | undefined;
  bestBid: string | undefined;
  lastPrice: string | number | undefined;
  markPrice: string | number | undefined;
  positionMode: PositionModeName;
  marginMode: MarginMode;
  leverage: number;
  /** Available USDT in the account traded; undefined until known. */
  available: string | number | undefined;
  positions: Partial<Record<PositionSide, OrderTicketPosition>>;
  confirmOrders: boolean;
}

/**
 * Everything the order panel reads, in one place: the contract's terms (configs/public, else the
 * shared reference data), live prices, the account traded (main or bonus), its position mode,
 * margin mode and leverage (realtime store first, configs/private as it was loaded), its balance
 * and its open positions. The bonus account trades in cross margin and one-way mode only, up to
 * the voucher's maximum leverage.
 */
export function useOrderPanelData(contractId: number, code: string): OrderPanelData {
  const loggedIn = useIsLoggedIn();
  const { accountType, bonus } = useTradingAccount();
  const onBonus = accountType === BONUS_ACCOUNT;
  const publicConfigs = useQuery(getPublicConfigsQueryOptions());
  const privateConfigs = useQuery({ ...getPrivateConfigsQueryOptions(), enabled: loggedIn });
  const bonusConfigs = useQuery({
    ...getAccountConfigsQueryOptions(BONUS_ACCOUNT),
    enabled: loggedIn && onBonus,
  });
  const accounts = useQuery({ ...getAccountsQueryOptions(), enabled: loggedIn });
  const indicator = useMarketIndicator(contractId);
  const liveConfig = usePositionConfig(contractId, accountType);
  const balance = useBalance(`${accountType}:${USDT}`);
  // Accounts are keyed by their id; the panel wants the one of the type traded.
  const liveAvailable = useRealtime((s) =>
    availableInAccount(Object.values(s.accounts).find((a) => a.at === accountType)),
  );
  const allPositions = usePositions();
  // Primitives, so a book frame that leaves the best prices alone renders nothing.
  const bestAsk = useRealtime((s) => bestPriceOf(s.depth[code]?.asks, 'ask'));
  const bestBid = useRealtime((s) => bestPriceOf(s.depth[code]?.bids, 'bid'));

  const voucherMax = onBonus ? bonus.maxLeverage : null;
  const contract = useMemo<PanelContract | null>(() => {
    const terms = contractTermsOf(publicConfigs.data?.contracts, contractId);
    if (terms === null || voucherMax === null) return terms;
    return { ...terms, maxLeverage: Math.min(terms.maxLeverage, voucherMax) };
  }, [publicConfigs.data, contractId, voucherMax]);

  const storedConfig = (onBonus ? bonusConfigs : privateConfigs).data?.positionConfigs.find(
    (c) => c.contractId === contractId,
  );
  const config = liveConfig ?? storedConfig;

  const positions = useMemo(() => {
    const bySide: Partial<Record<PositionSide, OrderTicketPosition>> = {};
    for (const raw of allPositions) {
      if (raw.contractId !== contractId) continue;
      if (Number(raw.accountType ?? FUTURES_ACCOUNT) !== accountType) continue;
      const row = toPositionRow(raw, contract, indicator);
      if (row.side === null || row.contracts === null || row.contracts.isZero()) continue;
      bySide[row.side] = {
        side: row.side,
        contracts: row.contracts.toString(),
        entryPrice: row.entryPrice?.toString() ?? '0',
        ...(row.margin ? { margin: row.margin.toString() } : {}),
      };
    }
    return bySide;
  }, [allPositions, contractId, contract, indicator, accountType]);

  return {
    contract,
    accountType,
    bonus,
    bestAsk,
    bestBid,
    lastPrice: indicator?.lp,
    markPrice: indicator?.mp ?? indicator?.lp,
    // The bonus account's rules, whatever its stored settings say.
    positionMode: !onBonus && privateConfigs.data?.positionMode.hedge ? 'hedge' : 'oneWay',
    marginMode: !onBonus && config?.isolated ? 'isolated' : 'cross',
    leverage: config?.leverage ?? Math.min(DEFAULT_LEVERAGE, contract?.maxLeverage ?? 1),
    available: balance?.real ?? liveAvailable ?? availableOf(accounts.data, accountType),
    positions,
    confirmOrders: privateConfigs.data?.preferences.confirmOrders ?? true,
  };
}
