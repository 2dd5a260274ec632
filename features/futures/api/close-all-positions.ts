import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  wireCloseAllAnswerSchema,
  wireContractScopeInputSchema,
} from '@/lib/contract/wire/trading-schemas';
import type { WireContractScopeInput } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type CloseAllInput = WireContractScopeInput;

/** The server's answer when no position is open. */
export const NO_POSITIONS_TO_CLOSE = ERROR_CODE.failure;

/** POST future/position/closeAll: a market close per open position. Silent: the caller reports. */
export function closeAllPositions(input: CloseAllInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/closeAll',
      method: 'POST',
      json: wireContractScopeInputSchema.parse(input),
      messages: 'none',
    },
    wireCloseAllAnswerSchema,
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
