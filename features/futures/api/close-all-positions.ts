import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { wireCloseRefusalSchema } from '@/lib/contract/wire/match-schemas';
import { orderSchema } from './schemas';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';

export const closeAllInputSchema = z.object({
  contractId: z.number().int().optional(),
  accountType: z.number().int().optional(),
});
export type CloseAllInput = z.infer<typeof closeAllInputSchema>;

export const closeAllAnswerSchema = z.object({
  list: z.array(orderSchema),
  refused: z.array(wireCloseRefusalSchema),
});

/** The server's answer when no position is open. */
export const NO_POSITIONS_TO_CLOSE = ERROR_CODE.failure;

/** POST future/position/closeAll: a market close per open position. Silent: the caller reports. */
export function closeAllPositions(input: CloseAllInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/closeAll',
      method: 'POST',
      json: closeAllInputSchema.parse(input),
      messages: 'none',
    },
    closeAllAnswerSchema,
  );
}

export function useCloseAllPositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'closeAll'],
    mutationFn: closeAllPositions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
