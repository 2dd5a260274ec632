'use client';

import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { getRealtimeClient } from '@/lib/socket';
import type { SymbolParam } from '@/lib/socket/protocol';
import { realtimeStore, type RealtimeState } from '../stores/realtime-store';
import type {
  Account,
  AssetBalance,
  DepthSnapshot,
  KlinePoint,
  MarketIndicator,
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

export const useMarketIndicator = (contractId: number): MarketIndicator | undefined =>
  useRealtime((s) => s.indicators[contractId]);
export const useMarketIndicators = (): Record<number, MarketIndicator> =>
  useRealtime((s) => s.indicators);
export const useOrderBook = (code: string): DepthSnapshot | undefined =>
  useRealtime((s) => s.depth[code]);
export const useSpotOrderBook = (code: string): DepthSnapshot | undefined =>
  useRealtime((s) => s.spotDepth[code]);
export const useRecentTrades = (contractId: number): TradeTick[] =>
  useRealtime((s) => s.trades[contractId] ?? EMPTY_TRADES);
export const useLatestKline = (key: string): KlinePoint | undefined =>
  useRealtime((s) => s.klines[key]);
export const useTopTen = (): number[] => useRealtime((s) => s.topTen);
export const useTimeSlice = (): unknown => useRealtime((s) => s.timeSlice);
export const useAccounts = (): Record<string, Account> => useRealtime((s) => s.accounts);
/** A balance by its key: "<account>:<currencyId>", or the currency id alone (see balanceKey). */
export const useBalance = (key: string | number): AssetBalance | undefined =>
  useRealtime((s) => s.balances[String(key)]);
export const useBalances = (): Record<string, AssetBalance> => useRealtime((s) => s.balances);
export const useAccountLoading = (): boolean => useRealtime((s) => s.accountLoading);
export const usePositions = (): Position[] => useRealtime((s) => s.positions);
export const usePositionConfig = (contractId: number): PositionConfig | undefined =>
  useRealtime((s) => s.positionConfigs[contractId]);
export const usePositionLoading = (): boolean => useRealtime((s) => s.positionLoading);
export const useOpenOrderMap = (): Record<string, Order> => useRealtime((s) => s.openOrders);

export function useOpenOrders(): Order[] {
  const map = useOpenOrderMap();
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
