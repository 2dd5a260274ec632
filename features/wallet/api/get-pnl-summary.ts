import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { FuturesAccountType } from '../types';
import type { PnlSummary } from './schemas';

/** The PnL history's periods: today, the last 7 and the last 30 UTC days. */
export const PNL_RANGES = ['1d', '1w', '1m'] as const;
export type PnlRange = (typeof PNL_RANGES)[number];

/** GET future/pnl/history for one account type: its realized PnL, fees and funding in total. */
export function getPnlSummary(
  range: PnlRange,
  accountType: FuturesAccountType,
  signal?: AbortSignal,
): Promise<PnlSummary> {
  return http.fetch(
    { base: 'futures', path: 'future/pnl/history', query: { range, accountType }, signal },
    () => import('./schemas').then((m) => m.pnlSummarySchema),
  );
}

export const getPnlSummaryQueryOptions = (range: PnlRange, accountType: FuturesAccountType) =>
  queryOptions({
    queryKey: ['wallet', 'pnl', range, accountType],
    queryFn: ({ signal }) => getPnlSummary(range, accountType, signal),
    meta: USER_QUERY_META,
  });
