import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wireAmendOrderInputSchema } from '@/lib/contract/wire/trading-schemas';
import type { WireAmendOrderInput } from '@/lib/contract/wire/trading';
import { MatchType, realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';
import { orderSchema, type FuturesOrder } from './schemas';

/** What an amendment sends (lib/contract/wire/trading-schemas). */
export type AmendOrderInput = WireAmendOrderInput;

/**
 * POST future/order/amend: the order as the amendment left it, same id (new price and quantity,
 * or filled when a new price crossed the book). The open-order map updates from 3004 / 3016.
 */
export function amendOrder(input: AmendOrderInput): Promise<FuturesOrder> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/order/amend',
      method: 'POST',
      json: wireAmendOrderInputSchema.parse(input),
      messages: 'errors-only',
    },
    orderSchema,
  );
}

export function useAmendOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'orders', 'amend'],
    mutationFn: amendOrder,
    // The answer is the order as amended: the open-order map shows it at once, also when the
    // frame that says the same was missed.
    onSuccess: (order) =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: Topic.match, payload: { type: MatchType.orderUpdate, data: [order] } },
        ]),
    // A new price that crossed the book traded: the histories have rows to show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
