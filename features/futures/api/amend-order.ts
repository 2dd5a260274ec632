import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MatchType, realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';
import { orderSchema, type FuturesOrder } from './schemas';

/** A price or quantity as the server reads it: a plain positive decimal string. */
const decimalText = z.string().regex(/^\d{1,15}(\.\d{1,15})?$/);

export const amendOrderInputSchema = z
  .object({
    orderId: z.union([z.string(), z.number()]).transform(String),
    /** New limit price. */
    price: decimalText.optional(),
    /** New total quantity in the base asset, what has filled included. */
    quantity: decimalText.optional(),
    /** New trigger price of a conditional order still waiting for it. */
    triggerPrice: decimalText.optional(),
  })
  .refine(
    (input) =>
      input.price !== undefined || input.quantity !== undefined || input.triggerPrice !== undefined,
    'price, quantity or triggerPrice is required',
  );
export type AmendOrderInput = z.input<typeof amendOrderInputSchema>;

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
      json: amendOrderInputSchema.parse(input),
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
