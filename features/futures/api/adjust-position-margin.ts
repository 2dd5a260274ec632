import { useMutation } from '@tanstack/react-query';
import { wirePositionMarginInputSchema } from '@/lib/contract/wire/trading-schemas';
import type { WirePositionMarginInput } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { positionSchema } from './schemas';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type AdjustMarginInput = WirePositionMarginInput;

/** POST future/position/margin (isolated only): the position as in the list. */
export function adjustPositionMargin(input: AdjustMarginInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/margin',
      method: 'POST',
      json: wirePositionMarginInputSchema.parse(input),
      messages: 'all',
    },
    positionSchema,
  );
}

/** The position's new margin arrives as a 3012 frame; nothing cached needs reading again. */
export function useAdjustPositionMargin() {
  return useMutation({
    mutationKey: ['futures', 'positions', 'margin'],
    mutationFn: adjustPositionMargin,
  });
}
