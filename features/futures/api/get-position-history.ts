import { queryOptions } from '@tanstack/react-query';
import type { WirePositionHistory } from '@/lib/contract/wire/match';
import { wirePositionHistorySchema } from '@/lib/contract/wire/match-schemas';
import { wirePositionHistoryListSchema } from '@/lib/contract/wire/trading-schemas';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

/** A row of future/position/history: the contract's (lib/contract/wire/match-schemas). */
export const positionHistoryRowSchema = wirePositionHistorySchema;
export type PositionHistoryRow = WirePositionHistory;

/** How many closed positions the tab asks for; the endpoint has no cursor (at most 500). */
export const POSITION_HISTORY_LIMIT = 200;

/** GET future/position/history: positions closed at least in part, latest close first. */
export function getPositionHistory(
  contractId: number | undefined,
  signal?: AbortSignal,
): Promise<PositionHistoryRow[]> {
  return http
    .fetch(
      {
        base: 'futures',
        path: 'future/position/history',
        query: { contractId, limit: POSITION_HISTORY_LIMIT },
        signal,
      },
      wirePositionHistoryListSchema,
    )
    .then((answer) => answer.list);
}

export const getPositionHistoryQueryOptions = (contractId?: number) =>
  queryOptions({
    queryKey: ['futures', 'history', 'positions', contractId ?? 'all'],
    queryFn: ({ signal }) => getPositionHistory(contractId, signal),
    meta: USER_QUERY_META,
  });
