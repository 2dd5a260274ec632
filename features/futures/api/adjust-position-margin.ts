import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { positionSchema } from './schemas';

export const adjustMarginInputSchema = z.object({
  contractId: z.number().int(),
  accountType: z.number().int(),
  side: z.enum(['long', 'short']),
  amount: z.string(),
  type: z.enum(['add', 'reduce']),
});
export type AdjustMarginInput = z.infer<typeof adjustMarginInputSchema>;

/** POST future/position/margin (isolated only): the position as in the list. */
export function adjustPositionMargin(input: AdjustMarginInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/margin',
      method: 'POST',
      json: adjustMarginInputSchema.parse(input),
      messages: 'all',
    },
    positionSchema,
  );
}

/** The position's new margin arrives as a 3012 frame; nothing cached needs reading again. */
export function useAdjustPositionMargin() {
  return useMutation({
    mutationKey: ['futures', 'positions', 'margin'],
    mutationFn: adjustPositionMargin,
  });
}
