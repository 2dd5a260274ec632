'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderDirection } from '@/lib/contract/wire/orders';
import { getTradeHistoryQueryOptions } from '../api/get-trade-history';
import { useTradingLabels } from '../components/bottom-tabs/use-trading-labels';

/** One of the user's fills as a compact list shows it (the recent trades panel's Mine). */
export interface OwnContractTrade {
  id: string;
  price: string;
  amount: string;
  time: number;
  direction: 'buy' | 'sell';
  /** The order's side in the trading screen's words: "Open long", "Sell"… */
  sideLabel: string;
}

export interface OwnContractTrades {
  status: 'pending' | 'error' | 'success';
  /** Newest first: the first page of the user's trade history of the contract. */
  trades: OwnContractTrade[];
  onRetry: () => void;
}

/**
 * The logged-in user's latest fills of one contract: the Trade history tab's own query (one cache
 * entry when that tab shows the current contract), kept live by `useLiveHistories`, which re-reads
 * it when a frame says an order of the contract filled.
 */
export function useOwnContractTrades(contractId: number): OwnContractTrades {
  const query = useInfiniteQuery(getTradeHistoryQueryOptions(contractId));
  const labels = useTradingLabels();
  const firstPage = query.data?.pages[0];
  const trades = useMemo(
    () =>
      (firstPage?.list ?? []).flatMap((trade) => {
        const direction = orderDirection(trade.side);
        if (direction === null || trade.contractId !== contractId) return [];
        return [
          {
            id: String(trade.tradeId),
            price: trade.price,
            amount: trade.quantity,
            time: trade.time,
            direction,
            // The order's side ("Close long"); the fill's own buy or sell where the order's row
            // is not written yet.
            sideLabel: labels.orderSide(trade.orderSide ?? trade.side),
          },
        ];
      }),
    [firstPage, labels, contractId],
  );
  return {
    status: query.status,
    trades,
    onRetry: () => void query.refetch(),
  };
}
