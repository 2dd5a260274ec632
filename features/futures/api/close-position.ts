import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wireClosePositionInputSchema } from '@/lib/contract/wire/trading-schemas';
import type { WireClosePositionInput } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { orderSchema } from './schemas';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type ClosePositionInput = WireClosePositionInput;

/** POST future/position/close: the reduce-only close order as it stands once durable. */
export function closePosition(input: ClosePositionInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/close',
      method: 'POST',
      json: wireClosePositionInputSchema.parse(input),
      messages: 'all',
    },
    orderSchema,
  );
}

export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'close'],
    mutationFn: closePosition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
