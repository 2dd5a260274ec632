import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

export const positionHistoryRowSchema = z.looseObject({
  positionId: z.union([z.number(), z.string()]),
  contractId: z.number(),
  accountType: z.number().optional(),
  /** 1 long, 2 short. */
  direction: z.number(),
  isolated: z.boolean(),
  leverage: z.number(),
  avgEntryPrice: z.string().nullable(),
  openedQuantity: z.string(),
  avgClosePrice: z.string().nullable(),
  closedQuantity: z.string(),
  realizedPnl: z.string(),
  fundingPaid: z.string().nullable().optional(),
  feesPaid: z.string().nullable().optional(),
  openedAt: z.number(),
  lastClosedAt: z.number().nullable(),
  closed: z.boolean(),
});
export type PositionHistoryRow = z.infer<typeof positionHistoryRowSchema>;
const positionHistorySchema = z.object({ list: z.array(positionHistoryRowSchema) });

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
      positionHistorySchema,
    )
    .then((answer) => answer.list);
}

export const getPositionHistoryQueryOptions = (contractId?: number) =>
  queryOptions({
    queryKey: ['futures', 'history', 'positions', contractId ?? 'all'],
    queryFn: ({ signal }) => getPositionHistory(contractId, signal),
    meta: USER_QUERY_META,
  });
