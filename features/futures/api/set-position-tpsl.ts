import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nullable } from 'zod/mini';
import { wirePositionTpSlInputSchema } from '@/lib/contract/wire/trading-schemas';
import type { WirePositionTpSlInput, WireTpSlInput } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { positionSchema } from './schemas';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type PositionTrigger = WireTpSlInput;
/** `null` removes a TP or SL, absent keeps it; at least one of them. */
export type SetPositionTpslInput = WirePositionTpSlInput;

/** POST future/position/tpsl: the position as in the list, null if the TP/SL closed it at once. */
export function setPositionTpsl(input: SetPositionTpslInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/tpsl',
      method: 'POST',
      json: wirePositionTpSlInputSchema.parse(input),
      messages: 'all',
    },
    nullable(positionSchema),
  );
}

export function useSetPositionTpsl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'tpsl'],
    mutationFn: setPositionTpsl,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
