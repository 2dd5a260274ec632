import { queryOptions } from '@tanstack/react-query';
import type { PnlRange, WirePnlSummary } from '@/lib/contract/wire/wallet';
import { wirePnlSummarySchema } from '@/lib/contract/wire/wallet-schemas';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

export type { PnlRange };
/** Every UTC day of the range (newest first) and its totals: the contract's. */
export type PnlHistory = WirePnlSummary;

/** GET future/pnl/history: realised PnL, fees and funding per UTC day. */
export function getPnlHistory(range: PnlRange, signal?: AbortSignal): Promise<PnlHistory> {
  return http.fetch(
    { base: 'futures', path: 'future/pnl/history', query: { range }, signal },
    wirePnlSummarySchema,
  );
}

export const getPnlHistoryQueryOptions = (range: PnlRange) =>
  queryOptions({
    queryKey: ['futures', 'history', 'pnl', range],
    queryFn: ({ signal }) => getPnlHistory(range, signal),
    meta: USER_QUERY_META,
  });
