import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { decimalStringSchema } from '@/features/market';
import { http } from '@/lib/http';

/** What fundingRate/current answers (server/README.md: the running interval's rate). */
export const currentFundingRateSchema = z.object({
  contractId: z.number().check(z.int()),
  fundingRate: decimalStringSchema,
  intervalHours: z.number(),
  /** Epoch ms of the next settlement. */
  nextFundingTime: z.number(),
  markPrice: decimalStringSchema,
  indexPrice: decimalStringSchema,
});
export type CurrentFundingRate = z.infer<typeof currentFundingRateSchema>;

/** GET fundingRate/current (futures API). */
export function getCurrentFundingRate(
  contractId: number,
  signal?: AbortSignal,
): Promise<CurrentFundingRate> {
  return http.fetch(
    { base: 'futures', path: 'fundingRate/current', query: { contractId }, signal },
    currentFundingRateSchema,
  );
}

/**
 * The rate moves with the premium, so it is read again every 30 s; the countdown ticks locally
 * and the query is read again when a settlement passes.
 */
export const getCurrentFundingRateQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: ['futures', 'fundingRate', 'current', contractId],
    queryFn: ({ signal }) => getCurrentFundingRate(contractId, signal),
    refetchInterval: 30_000,
  });
