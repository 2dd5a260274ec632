import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { wireRowIdInputSchema } from '@/lib/contract/wire/wallet-schemas';
import { withdrawalSchema, type Withdrawal } from './schemas';

/** POST asset/withdraw/cancel: only while "requested"; the amount goes back to the spot wallet. */
export function cancelWithdraw(id: number): Promise<Withdrawal> {
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/withdraw/cancel',
      method: 'POST',
      json: wireRowIdInputSchema.parse({ id }),
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
