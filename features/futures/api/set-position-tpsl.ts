import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TRIGGER_PRICES } from '@/lib/contract/wire/orders';
import { http } from '@/lib/http';
import { positionSchema } from './schemas';

const triggerSchema = z.object({
  triggerPrice: z.string(),
  triggerBy: z.enum(TRIGGER_PRICES).optional(),
  price: z.string().optional(),
});
export type PositionTrigger = z.infer<typeof triggerSchema>;

/** `null` removes a TP or SL, absent keeps it; at least one of them. */
export const setPositionTpslInputSchema = z
  .object({
    contractId: z.number().int(),
    accountType: z.number().int(),
    side: z.enum(['long', 'short']),
    tp: triggerSchema.nullable().optional(),
    sl: triggerSchema.nullable().optional(),
  })
  .refine((input) => input.tp !== undefined || input.sl !== undefined);
export type SetPositionTpslInput = z.infer<typeof setPositionTpslInputSchema>;

/** POST future/position/tpsl: the position as in the list, null if the TP/SL closed it at once. */
export function setPositionTpsl(input: SetPositionTpslInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/tpsl',
      method: 'POST',
      json: setPositionTpslInputSchema.parse(input),
      messages: 'all',
    },
    z.nullable(positionSchema),
  );
}

export function useSetPositionTpsl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'tpsl'],
    mutationFn: setPositionTpsl,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
