import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  wireCancelAllAnswerSchema,
  wireContractScopeInputSchema,
} from '@/lib/contract/wire/trading-schemas';
import type { WireContractScopeInput } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type CancelAllInput = WireContractScopeInput;

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
      json: wireContractScopeInputSchema.parse(input),
      messages: 'none',
    },
    wireCancelAllAnswerSchema,
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
