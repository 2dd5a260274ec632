'use client';

import { useMemo } from 'react';
import { selectLastPrice, useRealtime, type RealtimeState } from '@/features/realtime';
import {
  isWaitingTrigger,
  recordedConditionOf,
  triggerPriceTypeOf,
  waitingConditionOf,
  type TriggerCondition,
} from '../model/trigger-order';
import type { WireOrder } from '@/lib/contract/wire/match';

/**
 * A conditional order's ≥ / ≤: the server's own, else (rows from before it was recorded) that of
 * a waiting order from the price it watches in the store now.
 */
export function triggerConditionIn(
  state: RealtimeState,
  order: WireOrder,
): TriggerCondition | null {
  const recorded = recordedConditionOf(order);
  if (recorded !== null) return recorded;
  // Checked before the price is looked up: most rows are not waiting triggers.
  if (!isWaitingTrigger(order)) return null;
  const { contractId } = order;
  const watched =
    triggerPriceTypeOf(order) === 'mark'
      ? state.indicators[contractId]?.mp
      : selectLastPrice(state, contractId);
  return waitingConditionOf(order, watched);
}

/**
 * A conditional order's ≥ / ≤. The selection is the condition itself, so a cell without the
 * server's condition re-renders when the price crosses the trigger (never while it waits), not on
 * every price.
 */
export function useTriggerCondition(order: WireOrder): TriggerCondition | null {
  return useRealtime((state) => triggerConditionIn(state, order));
}

/** The conditions of many orders by order id; a new map only when one of them changes. */
export function useTriggerConditions(
  orders: readonly WireOrder[],
): ReadonlyMap<string, TriggerCondition> {
  const key = useRealtime((state) =>
    orders
      .flatMap((order) => {
        const condition = triggerConditionIn(state, order);
        return condition === null ? [] : [`${String(order.orderId)}=${condition}`];
      })
      .join(';'),
  );
  return useMemo(
    () =>
      new Map(
        key === ''
          ? []
          : key.split(';').map((entry) => {
              const [id = '', condition] = entry.split('=');
              return [id, condition === 'gte' ? 'gte' : 'lte'] as const;
            }),
      ),
    [key],
  );
}
