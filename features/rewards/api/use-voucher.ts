import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { useVoucherAnswerSchema, type UseVoucherAnswer } from './schemas';

export const useVoucherInputSchema = z.object({ voucherId: z.number().int().positive() });

/**
 * POST rewards/voucher/use: deposits the voucher's amount into the bonus account (type 10). The
 * dialog words the outcome itself (refusal codes answer with a translated message).
 */
export function applyVoucher(voucherId: number): Promise<UseVoucherAnswer> {
  return http.fetch(
    {
      base: 'v2',
      path: 'rewards/voucher/use',
      method: 'POST',
      json: useVoucherInputSchema.parse({ voucherId }),
      messages: 'none',
    },
    useVoucherAnswerSchema,
  );
}

export function useApplyVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', 'voucher', 'use'],
    mutationFn: applyVoucher,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['rewards'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'snapshot'] }),
        queryClient.invalidateQueries({ queryKey: ['futures', 'accounts'] }),
      ]),
  });
}
