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
import { contracts as referenceContracts } from '@/lib/contract/reference-data';
import { availableOf, getAccountsQueryOptions } from '../../api/get-accounts';
import { getPrivateConfigsQueryOptions } from '../../api/get-private-configs';
import {
  getPublicConfigsQueryOptions,
  type ContractTradingConfig,
} from '../../api/get-public-configs';
import type { PositionModeName } from '../../api/place-order';
import { bestPriceOf } from '../../model/best-price';
import type { ContractTerms } from '../../model/contract-terms';
import type { OrderTicketPosition } from '../../model/order-ticket';
import { toPositionRow, type MarginMode, type PositionSide } from '../../model/position-row';

/** The futures (principal) account: the panel trades nothing else. */
export const FUTURES_ACCOUNT = 1;
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

function availableInAccount(account: Account | undefined): string | number | undefined {
  return account?.assets?.find((asset) => asset.cid === USDT)?.avail;
}

export interface OrderPanelData {
  contract: PanelContract | null;
  /** Where a market buy / sell is expected to fill: the best ask / bid. */
  bestAsk: string | undefined;
  bestBid: string | undefined;
  lastPrice: string | number | undefined;
  markPrice: string | number | undefined;
  positionMode: PositionModeName;
  marginMode: MarginMode;
  leverage: number;
  /** Available USDT in the futures account; undefined until known. */
  available: string | number | undefined;
  positions: Partial<Record<PositionSide, OrderTicketPosition>>;
  confirmOrders: boolean;
}

/**
 * Everything the order panel reads, in one place: the contract's terms (configs/public, else the
 * shared reference data), live prices, the user's position mode, margin mode and leverage
 * (realtime store first, configs/private as it was loaded), the balance and the open positions.
 */
export function useOrderPanelData(contractId: number, code: string): OrderPanelData {
  const loggedIn = useIsLoggedIn();
  const publicConfigs = useQuery(getPublicConfigsQueryOptions());
  const privateConfigs = useQuery({ ...getPrivateConfigsQueryOptions(), enabled: loggedIn });
  const accounts = useQuery({ ...getAccountsQueryOptions(), enabled: loggedIn });
  const indicator = useMarketIndicator(contractId);
  const liveConfig = usePositionConfig(contractId);
  const balance = useBalance(`${FUTURES_ACCOUNT}:${USDT}`);
  // Accounts are keyed by their id; the panel wants the one of the futures type.
  const liveAvailable = useRealtime((s) =>
    availableInAccount(Object.values(s.accounts).find((a) => a.at === FUTURES_ACCOUNT)),
  );
  const allPositions = usePositions();
  // Primitives, so a book frame that leaves the best prices alone renders nothing.
  const bestAsk = useRealtime((s) => bestPriceOf(s.depth[code]?.asks, 'ask'));
  const bestBid = useRealtime((s) => bestPriceOf(s.depth[code]?.bids, 'bid'));

  const contract = useMemo<PanelContract | null>(() => {
    const config = publicConfigs.data?.contracts.find((c) => c.contractId === contractId);
    if (config) return fromConfig(config);
    const reference = referenceContracts.find((c) => c.contractId === contractId);
    if (!reference) return null;
    const maxLeverage = Math.max(...reference.riskLimits.map((tier) => tier.leverage));
    return { ...reference, maxLeverage };
  }, [publicConfigs.data, contractId]);

  const storedConfig = privateConfigs.data?.positionConfigs.find(
    (c) => c.contractId === contractId,
  );
  const config = liveConfig ?? storedConfig;

  const positions = useMemo(() => {
    const bySide: Partial<Record<PositionSide, OrderTicketPosition>> = {};
    for (const raw of allPositions) {
      if (raw.contractId !== contractId) continue;
      if (raw.accountType !== undefined && Number(raw.accountType) !== FUTURES_ACCOUNT) continue;
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
  }, [allPositions, contractId, contract, indicator]);

  return {
    contract,
    bestAsk,
    bestBid,
    lastPrice: indicator?.lp,
    markPrice: indicator?.mp ?? indicator?.lp,
    positionMode: privateConfigs.data?.positionMode.hedge ? 'hedge' : 'oneWay',
    marginMode: config?.isolated ? 'isolated' : 'cross',
    leverage: config?.leverage ?? Math.min(DEFAULT_LEVERAGE, contract?.maxLeverage ?? 1),
    available: balance?.real ?? liveAvailable ?? availableOf(accounts.data, FUTURES_ACCOUNT),
    positions,
    confirmOrders: privateConfigs.data?.preferences.confirmOrders ?? true,
  };
}
