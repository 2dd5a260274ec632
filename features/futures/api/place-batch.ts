import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MatchType, realtimeStore } from '@/features/realtime';
import {
  ORDER_BATCH_MAX,
  ORDER_BATCH_MIN,
  ORDER_BATCH_TIME_IN_FORCE,
} from '@/lib/contract/order-batch';
import { ORDER_SIDES } from '@/lib/contract/wire/orders';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';
import { orderSchema, type FuturesOrder } from './schemas';

/** A price or quantity as the server reads it: a plain positive decimal string. */
const decimalText = z.string().regex(/^\d{1,15}(\.\d{1,15})?$/);

export const placeBatchInputSchema = z.object({
  contractId: z.number().int().positive(),
  accountType: z.union([z.literal(1), z.literal(10), z.literal(11), z.literal(30)]).optional(),
  side: z.enum(ORDER_SIDES),
  orders: z
    .array(z.object({ price: decimalText, quantity: decimalText }))
    .min(ORDER_BATCH_MIN)
    .max(ORDER_BATCH_MAX),
  timeInForce: z.enum(ORDER_BATCH_TIME_IN_FORCE).optional(),
  reduceOnly: z.boolean().optional(),
});
export type PlaceBatchInput = z.input<typeof placeBatchInputSchema>;

const placeBatchAnswerSchema = z.object({
  groupId: z.number().int().positive(),
  orders: z.array(orderSchema),
});
export type PlacedBatch = z.infer<typeof placeBatchAnswerSchema>;

const cancelGroupAnswerSchema = z.object({
  groupId: z.number().int().positive(),
  cancelled: z.number().int(),
  orders: z.array(orderSchema),
});

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
      json: placeBatchInputSchema.parse(input),
      messages: 'errors-only',
    },
    placeBatchAnswerSchema,
  );
}

/** POST future/order/cancelGroup: every open order of one batch, as cancelled. */
export function cancelOrderGroup(groupId: number) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/order/cancelGroup',
      method: 'POST',
      json: { groupId },
      messages: 'errors-only',
    },
    cancelGroupAnswerSchema,
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
