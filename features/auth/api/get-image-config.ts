import { queryOptions } from '@tanstack/react-query';
import type { WireSliderPuzzle } from '@/lib/contract/wire/user';
import { wireEmptyInputSchema, wireSliderPuzzleSchema } from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';

/** A slider puzzle: the contract's (lib/contract/wire/user-schemas). */
export type SliderPuzzle = WireSliderPuzzle;

/**
 * POST user/image/getImageConfig: a new slider puzzle. A POST that changes nothing the client
 * caches, so it is read as a query. Errors toast, success is silent.
 */
export function getImageConfig(): Promise<SliderPuzzle> {
  return postV2(
    'user/image/getImageConfig',
    { schema: wireEmptyInputSchema, value: {} },
    wireSliderPuzzleSchema,
    'errors-only',
  );
}

/** Each round is a new server puzzle; a used one is never shown again. */
export const getSliderPuzzleQueryOptions = (round: number) =>
  queryOptions({
    queryKey: ['auth', 'slider', round],
    queryFn: getImageConfig,
    staleTime: Infinity,
    gcTime: 0,
  });
