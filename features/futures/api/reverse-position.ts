import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  wireOrderListAnswerSchema,
  wirePositionRefInputSchema,
} from '@/lib/contract/wire/trading-schemas';
import type { WirePositionRefInput } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type ReversePositionInput = WirePositionRefInput;

/** POST future/position/reverse: at market; the orders it placed. */
export function reversePosition(input: ReversePositionInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/reverse',
      method: 'POST',
      json: wirePositionRefInputSchema.parse(input),
      messages: 'all',
    },
    wireOrderListAnswerSchema,
  );
}

export function useReversePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'reverse'],
    mutationFn: reversePosition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
