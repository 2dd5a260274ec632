import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { orderSchema } from './schemas';

export const closePositionInputSchema = z.object({
  contractId: z.number().int(),
  accountType: z.number().int(),
  side: z.enum(['long', 'short']),
  /** Base asset; all of it when absent. */
  quantity: z.string().optional(),
  /** A resting limit close; at market when absent. */
  price: z.string().optional(),
});
export type ClosePositionInput = z.infer<typeof closePositionInputSchema>;

/** POST future/position/close: the reduce-only close order as it stands once durable. */
export function closePosition(input: ClosePositionInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/close',
      method: 'POST',
      json: closePositionInputSchema.parse(input),
      messages: 'all',
    },
    orderSchema,
  );
}

export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'close'],
    mutationFn: closePosition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
