import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { orderSchema } from './schemas';

export const reversePositionInputSchema = z.object({
  contractId: z.number().int(),
  accountType: z.number().int(),
  side: z.enum(['long', 'short']),
});
export type ReversePositionInput = z.infer<typeof reversePositionInputSchema>;

/** POST future/position/reverse: at market; the orders it placed. */
export function reversePosition(input: ReversePositionInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/reverse',
      method: 'POST',
      json: reversePositionInputSchema.parse(input),
      messages: 'all',
    },
    z.object({ list: z.array(orderSchema) }),
  );
}

export function useReversePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'reverse'],
    mutationFn: reversePosition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
