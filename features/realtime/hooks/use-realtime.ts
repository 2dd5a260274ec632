'use client';

import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { getRealtimeClient } from '@/lib/socket';
import type { SymbolParam } from '@/lib/socket/protocol';
import { realtimeStore, type RealtimeData, type RealtimeState } from '../stores/realtime-store';
import { positionConfigKey, positionIdOf } from '../stream/topic-handlers';
import type {
  Account,
  AssetBalance,
  DepthSnapshot,
  KlinePoint,
  MarketIndicator,
  Numeric,
  Order,
  Position,
  PositionConfig,
  TradeTick,
} from '../types';

const EMPTY_TRADES: TradeTick[] = [];

/** Any atomic selection from the realtime store. Prefer the named hooks below. */
export function useRealtime<T>(selector: (state: RealtimeState) => T): T {
  return useStore(realtimeStore, selector);
}

/**
 * A list of ids from the store, the same array reference while the ids are unchanged: a table
 * renders its rows from ids and each row subscribes to its own entry, so one position or order
 * changing re-renders that row only.
 */
function useIds(select: (state: RealtimeState) => string[]): string[] {
  return useStore(realtimeStore, useShallow(select));
}

export const useMarketIndicator = (contractId: number): MarketIndicator | undefined =>
  useRealtime((s) => s.indicators[contractId]);
/** A spot market's last price and 24 h figures, by the symbol's instrument id. */
export const useSpotMarket = (instrumentId: number): MarketIndicator | undefined =>
  useRealtime((s) => s.spotMarkets[instrumentId]);
/** Futures order book of one contract, by contract code ("BTCUSDT"). */
export const useOrderBook = (code: string): DepthSnapshot | undefined =>
  useRealtime((s) => s.depth[code]);
export const useSpotOrderBook = (code: string): DepthSnapshot | undefined =>
  useRealtime((s) => s.spotDepth[code]);
/** Recent trades of one contract, newest first; one stable empty list until the first trade. */
export const useRecentTrades = (contractId: number): TradeTick[] =>
  useRealtime((s) => s.trades[contractId] ?? EMPTY_TRADES);
/**
 * A contract's latest trade: the highest engine sequence (the list is kept newest first by
 * `compareTradesNewestFirst`). The last price of the header, the book's middle row and the
 * chart's open candle all come from it, so they show the same trade.
 */
export const selectLastTrade = (state: RealtimeData, contractId: number): TradeTick | undefined =>
  state.trades[contractId]?.[0];
/** The last price: the latest trade's, or the indicator's until a trade arrives. */
export const selectLastPrice = (state: RealtimeData, contractId: number): Numeric | undefined =>
  selectLastTrade(state, contractId)?.price ?? state.indicators[contractId]?.lp;
export const useLastTrade = (contractId: number): TradeTick | undefined =>
  useRealtime((s) => selectLastTrade(s, contractId));
export const useLatestKline = (key: string): KlinePoint | undefined =>
  useRealtime((s) => s.klines[key]);
export const useTopTen = (): number[] => useRealtime((s) => s.topTen);
/** `connecting`, `open`, or `lost` while the socket reconnects. */
export const useConnectionStatus = (): RealtimeState['connection'] =>
  useRealtime((s) => s.connection);
/** Changes whenever the private caches were dropped: load accounts, positions and orders again. */
export const usePrivateDataEpoch = (): number => useRealtime((s) => s.privateDataEpoch);
export const useTimeSlice = (): unknown => useRealtime((s) => s.timeSlice);

export const useAccountIds = (): string[] => useIds((s) => Object.keys(s.accounts));
export const useAccount = (accountId: number | string): Account | undefined =>
  useRealtime((s) => s.accounts[String(accountId)]);
/** A balance by its key: "<account>:<currencyId>", or the currency id alone (see balanceKey). */
export const useBalance = (key: string | number): AssetBalance | undefined =>
  useRealtime((s) => s.balances[String(key)]);
export const useAccountLoading = (): boolean => useRealtime((s) => s.accountLoading);

/** Every open position, sorted by id descending (for totals over all positions). */
export const usePositions = (): Position[] => useRealtime((s) => s.positions);
/** Ids of the open positions, sorted descending, as strings. */
export const usePositionIds = (): string[] =>
  useIds((s) => s.positions.map((p) => String(positionIdOf(p))));
/** One position by id; the same object until a message changes that position. */
export const usePosition = (positionId: number | string): Position | undefined =>
  useRealtime((s) => s.positions.find((p) => String(positionIdOf(p)) === String(positionId)));
/** A contract's leverage and margin mode in one account (the futures account by default). */
export const usePositionConfig = (
  contractId: number,
  accountType = 1,
): PositionConfig | undefined =>
  useRealtime((s) => s.positionConfigs[positionConfigKey(contractId, accountType)]);
export const usePositionLoading = (): boolean => useRealtime((s) => s.positionLoading);

export const useOpenOrderIds = (): string[] => useIds((s) => Object.keys(s.openOrders));
/** One open order by id; undefined once it is filled or cancelled. */
export const useOrder = (orderId: number | string): Order | undefined =>
  useRealtime((s) => s.openOrders[String(orderId)]);

/** Every open order, for lists that need them all (counts, the open-orders table). */
export function useOpenOrders(): Order[] {
  const map = useRealtime((s) => s.openOrders);
  return useMemo(() => Object.values(map), [map]);
}

/** Subscribes the shared connection to a topic for as long as the component is mounted. */
export function useTopicSubscription(topic: string, symbols: SymbolParam[]): void {
  const key = JSON.stringify(symbols);
  useEffect(() => {
    const params = JSON.parse(key) as SymbolParam[];
    const client = getRealtimeClient();
    client.subscribe(topic, params);
    return () => client.forget(topic, params);
  }, [topic, key]);
}
