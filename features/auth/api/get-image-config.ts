import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { wireEmptyInputSchema } from '@/lib/contract/wire/user-schemas';
import { postV2 } from './post-v2';

export const sliderPuzzleSchema = z.object({
  challengeId: z.string(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
  pieceY: z.number(),
  background: z.string(),
  piece: z.string(),
});
export type SliderPuzzle = z.infer<typeof sliderPuzzleSchema>;

/**
 * POST user/image/getImageConfig: a new slider puzzle. A POST that changes nothing the client
 * caches, so it is read as a query. Errors toast, success is silent.
 */
export function getImageConfig(): Promise<SliderPuzzle> {
  return postV2(
    'user/image/getImageConfig',
    { schema: wireEmptyInputSchema, value: {} },
    sliderPuzzleSchema,
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
