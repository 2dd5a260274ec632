import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireVoucherIdInput } from '@/lib/contract/wire/rewards';
import { wireVoucherIdInputSchema } from '@/lib/contract/wire/rewards-schemas';
import { http } from '@/lib/http';
import { useVoucherAnswerSchema, type UseVoucherAnswer } from './schemas';

/**
 * POST rewards/voucher/use: deposits the voucher's amount into the bonus account (type 10). The
 * dialog words the outcome itself (refusal codes answer with a translated message).
 */
export function applyVoucher(
  voucherId: WireVoucherIdInput['voucherId'],
): Promise<UseVoucherAnswer> {
  return http.fetch(
    {
      base: 'v2',
      path: 'rewards/voucher/use',
      method: 'POST',
      json: wireVoucherIdInputSchema.parse({ voucherId }),
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
