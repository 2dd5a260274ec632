import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { withdrawalSchema, type Withdrawal } from './schemas';

export const withdrawInputSchema = z.object({
  currencyId: z.number().int().positive(),
  network: z.string().min(1),
  address: z.string().trim().min(1).max(200),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/),
  code: z.string().regex(/^\d{6}$/),
});
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

/**
 * POST asset/withdraw/apply: `amount` leaves the spot wallet at once (the 3002 frame follows);
 * the address receives amount − fee. Refusals are shown by the form (no toast).
 */
export function applyWithdraw(input: WithdrawInput): Promise<Withdrawal> {
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/withdraw/apply',
      method: 'POST',
      json: withdrawInputSchema.parse(input),
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
