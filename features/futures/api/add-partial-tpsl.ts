import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MatchType, realtimeStore } from '@/features/realtime';
import { TRIGGER_PRICES } from '@/lib/contract/wire/orders';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';
import { orderSchema, positionSchema } from './schemas';

const triggerSchema = z.object({
  triggerPrice: z.string(),
  triggerBy: z.enum(TRIGGER_PRICES).optional(),
  price: z.string().optional(),
});

/** A partial TP/SL pair: `quantity` (base asset) of the position, a TP and / or an SL. */
export const addPartialTpslInputSchema = z
  .object({
    contractId: z.number().int(),
    accountType: z.number().int(),
    side: z.enum(['long', 'short']),
    quantity: z.string(),
    tp: triggerSchema.optional(),
    sl: triggerSchema.optional(),
  })
  .refine((input) => input.tp !== undefined || input.sl !== undefined);
export type AddPartialTpslInput = z.infer<typeof addPartialTpslInputSchema>;

const answerSchema = z.object({
  position: z.nullable(positionSchema),
  orders: z.array(orderSchema),
});

/**
 * POST future/position/tpsl/partial: the position and the pair's two legs, linked
 * one-cancels-other (`ocoOrderId`): when one fires or is cancelled, the other is cancelled too.
 */
export function addPartialTpsl(input: AddPartialTpslInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/tpsl/partial',
      method: 'POST',
      json: addPartialTpslInputSchema.parse(input),
      messages: 'all',
    },
    answerSchema,
  );
}

export function useAddPartialTpsl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'tpsl', 'partial'],
    mutationFn: addPartialTpsl,
    // The legs join the open-order map at once (3016 says the same a moment later).
    onSuccess: ({ orders }) =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: Topic.match, payload: { type: MatchType.conditionalOrderUpdate, data: orders } },
        ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
