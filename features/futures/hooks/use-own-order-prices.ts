'use client';

import { useMemo } from 'react';
import { useOpenOrders, type Order } from '@/features/realtime';

const BUY_SIDES: ReadonlySet<unknown> = new Set(['buy', 'openLong', 'closeShort']);
/** Limit orders rest on the book; conditional ones wait off it until they trigger. */
const LIMIT = 1;

export interface OwnOrderPrices {
  bids: string[];
  asks: string[];
}

/** The prices of the user's resting orders on one contract, buy ones as bids, sell ones as asks. */
export function ownOrderPrices(orders: readonly Order[], contractId: number): OwnOrderPrices {
  const bids = new Set<string>();
  const asks = new Set<string>();
  for (const order of orders) {
    if (order.contractId !== contractId || order.type !== LIMIT || order.price === null) continue;
    (BUY_SIDES.has(order.side) ? bids : asks).add(order.price);
  }
  return { bids: [...bids], asks: [...asks] };
}

/** The same as a hook: new arrays only when the open orders change, so the book keeps its rows. */
export function useOwnOrderPrices(contractId: number): OwnOrderPrices {
  const orders = useOpenOrders();
  return useMemo(() => ownOrderPrices(orders, contractId), [orders, contractId]);
}
