import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MatchType, realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';
import { orderSchema, type FuturesOrder } from './schemas';

export const cancelOrderInputSchema = z.object({ orderId: z.union([z.string(), z.number()]) });
export type CancelOrderInput = z.infer<typeof cancelOrderInputSchema>;

/** POST future/order/cancel: the order as cancelled. The open-orders map updates from 3004. */
export function cancelOrder(input: CancelOrderInput): Promise<FuturesOrder> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/order/cancel',
      method: 'POST',
      json: cancelOrderInputSchema.parse(input),
      messages: 'errors-only',
    },
    orderSchema,
  );
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'orders', 'cancel'],
    mutationFn: cancelOrder,
    // The answer is the order as cancelled: the open-order map drops it at once, also when the
    // 3004 frame that says the same was missed (a socket still subscribing after the page load).
    onSuccess: (order) =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: Topic.match, payload: { type: MatchType.orderUpdate, data: [order] } },
        ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
