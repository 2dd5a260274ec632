import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wireCancelOrderInputSchema } from '@/lib/contract/wire/trading-schemas';
import type { WireCancelOrderInput } from '@/lib/contract/wire/trading';
import { MatchType, realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';
import { orderSchema, type FuturesOrder } from './schemas';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type CancelOrderInput = WireCancelOrderInput;

/** POST future/order/cancel: the order as cancelled. The open-orders map updates from 3004. */
export function cancelOrder(input: CancelOrderInput): Promise<FuturesOrder> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/order/cancel',
      method: 'POST',
      json: wireCancelOrderInputSchema.parse(input),
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
