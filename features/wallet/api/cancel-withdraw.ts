import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { withdrawalSchema, type Withdrawal } from './schemas';

export const cancelWithdrawInputSchema = z.object({ id: z.string().min(1) });

/** POST asset/withdraw/cancel: only while "requested"; the amount goes back to the spot wallet. */
export function cancelWithdraw(id: string): Promise<Withdrawal> {
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/withdraw/cancel',
      method: 'POST',
      json: cancelWithdrawInputSchema.parse({ id }),
      messages: 'errors-only',
    },
    withdrawalSchema,
  );
}

export function useCancelWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'withdraw', 'cancel'],
    mutationFn: cancelWithdraw,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet', 'history'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw', 'info'] }),
      ]),
  });
}
