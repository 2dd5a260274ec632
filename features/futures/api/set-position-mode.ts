import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  wirePositionModeAnswerSchema,
  wirePositionModeInputSchema,
} from '@/lib/contract/wire/trading-schemas';
import type { WirePositionModeAnswer, WirePositionModeInput } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { getPrivateConfigsQueryOptions } from './get-private-configs';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type SetPositionModeInput = WirePositionModeInput;
export type PositionModeAnswer = WirePositionModeAnswer;

/**
 * POST future/positionMode. The server refuses while positions or open orders exist; the caller
 * shows its message next to the switch, so no toast here.
 */
export function setPositionMode(input: SetPositionModeInput): Promise<PositionModeAnswer> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/positionMode',
      method: 'POST',
      json: wirePositionModeInputSchema.parse(input),
      messages: 'none',
    },
    wirePositionModeAnswerSchema,
  );
}

export function useSetPositionMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'position-mode'],
    mutationFn: setPositionMode,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPrivateConfigsQueryOptions().queryKey }),
  });
}
