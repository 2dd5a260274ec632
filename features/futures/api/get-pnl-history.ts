import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

export type PnlRange = '1d' | '1w' | '1m';

const pnlFigures = {
  realizedPnl: z.string(),
  fees: z.string(),
  funding: z.string(),
  net: z.string(),
};
export const pnlHistorySchema = z.object({
  range: z.string(),
  from: z.number(),
  to: z.number(),
  /** Every day of the range (00:00 UTC), newest first. */
  list: z.array(z.object({ day: z.number(), ...pnlFigures })),
  total: z.object(pnlFigures),
});
export type PnlHistory = z.infer<typeof pnlHistorySchema>;

/** GET future/pnl/history: realised PnL, fees and funding per UTC day. */
export function getPnlHistory(range: PnlRange, signal?: AbortSignal): Promise<PnlHistory> {
  return http.fetch(
    { base: 'futures', path: 'future/pnl/history', query: { range }, signal },
    pnlHistorySchema,
  );
}

export const getPnlHistoryQueryOptions = (range: PnlRange) =>
  queryOptions({
    queryKey: ['futures', 'history', 'pnl', range],
    queryFn: ({ signal }) => getPnlHistory(range, signal),
    meta: USER_QUERY_META,
  });
