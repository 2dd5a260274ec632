import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MatchType, realtimeStore } from '@/features/realtime';
import {
  wireCancelGroupInputSchema,
  wireCancelledGroupSchema,
  wirePlaceBatchInputSchema,
  wirePlacedBatchSchema,
} from '@/lib/contract/wire/trading-schemas';
import type { WirePlaceBatchInput, WirePlacedBatch } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';
import { type FuturesOrder } from './schemas';

/** What a scaled order sends (lib/contract/wire/trading-schemas). */
export type PlaceBatchInput = WirePlaceBatchInput;
export type PlacedBatch = WirePlacedBatch;

/**
 * POST future/order/placeBatch: a scaled order's limit orders, placed all or none. The answer is
 * the orders as placed, each with the batch's `groupId`; the open-order map updates from 3004.
 */
export function placeBatch(input: PlaceBatchInput): Promise<PlacedBatch> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/order/placeBatch',
      method: 'POST',
      json: wirePlaceBatchInputSchema.parse(input),
      messages: 'errors-only',
    },
    wirePlacedBatchSchema,
  );
}

/** POST future/order/cancelGroup: every open order of one batch, as cancelled. */
export function cancelOrderGroup(groupId: number) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/order/cancelGroup',
      method: 'POST',
      json: wireCancelGroupInputSchema.parse({ groupId }),
      messages: 'errors-only',
    },
    wireCancelledGroupSchema,
  );
}

/** The answer's orders into the open-order map at once, also when their frames were missed. */
function ordersReceived(orders: FuturesOrder[]): void {
  realtimeStore
    .getState()
    .messagesReceived([
      { topic: Topic.match, payload: { type: MatchType.orderUpdate, data: orders } },
    ]);
}

export function usePlaceBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'orders', 'placeBatch'],
    mutationFn: placeBatch,
    onSuccess: (batch) => ordersReceived(batch.orders),
    // An order that crossed the book traded: the histories have rows to show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}

export function useCancelOrderGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'orders', 'cancelGroup'],
    mutationFn: cancelOrderGroup,
    onSuccess: (answer) => ordersReceived(answer.orders),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
