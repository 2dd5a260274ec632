import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireWithdrawApplyInput } from '@/lib/contract/wire/wallet';
import { wireWithdrawApplyInputSchema } from '@/lib/contract/wire/wallet-schemas';
import { http } from '@/lib/http';
import { withdrawalSchema, type Withdrawal } from './schemas';

/**
 * POST asset/withdraw/apply: `amount` leaves the spot wallet at once (the 3002 frame follows);
 * the address receives amount − fee. Refusals are shown by the form (no toast).
 */
export function applyWithdraw(input: WireWithdrawApplyInput): Promise<Withdrawal> {
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/withdraw/apply',
      method: 'POST',
      json: wireWithdrawApplyInputSchema.parse(input),
      messages: 'none',
    },
    withdrawalSchema,
  );
}

export function useApplyWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'withdraw', 'apply'],
    mutationFn: applyWithdraw,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet', 'history'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw', 'info'] }),
      ]),
  });
}
