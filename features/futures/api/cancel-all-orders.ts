import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';

export const cancelAllInputSchema = z.object({
  contractId: z.number().int().optional(),
  accountType: z.number().int().optional(),
});
export type CancelAllInput = z.infer<typeof cancelAllInputSchema>;
export const cancelAllAnswerSchema = z.object({
  cancelled: z.number(),
  orderIds: z.array(z.union([z.number(), z.string()])),
});

/** The server's answer when there is nothing open to cancel. */
export const NO_ORDERS_TO_CANCEL = ERROR_CODE.failure;

/**
 * POST future/order/cancelAll. Silent: the dialog shows the outcome itself, because the generic
 * text for 101010400 ("Request failed") would hide that there was simply nothing to cancel.
 */
export function cancelAllOrders(input: CancelAllInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/order/cancelAll',
      method: 'POST',
      json: cancelAllInputSchema.parse(input),
      messages: 'none',
    },
    cancelAllAnswerSchema,
  );
}

export function useCancelAllOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'orders', 'cancelAll'],
    mutationFn: cancelAllOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
