import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { PageQuery } from './get-open-orders';
import { HISTORY_PAGE_SIZE } from './get-order-history';
import { pageOf } from './schemas';

export const liquidationSchema = z.looseObject({
  liquidationId: z.union([z.number(), z.string()]),
  positionId: z.union([z.number(), z.string()]),
  contractId: z.number(),
  type: z.string(),
  isolated: z.boolean(),
  hedge: z.boolean(),
  direction: z.number(),
  triggerPrice: z.string().nullable(),
  bankruptcyPrice: z.string().nullable(),
  entryPrice: z.string().nullable(),
  filledQuantity: z.string(),
  takenOverQuantity: z.string().nullable().optional(),
  positionQuantity: z.string(),
  positionEquity: z.string().nullable(),
  maintenanceMargin: z.string().nullable(),
  forfeit: z.string().nullable(),
  time: z.number(),
});
export type LiquidationRecord = z.infer<typeof liquidationSchema>;
export const liquidationPageSchema = pageOf(liquidationSchema);
export type LiquidationPage = z.infer<typeof liquidationPageSchema>;

/** GET future/liquidation/history: the caller's liquidations, newest first. */
export function getLiquidationHistory(
  query: PageQuery,
  signal?: AbortSignal,
): Promise<LiquidationPage> {
  return http.fetch(
    { base: 'futures', path: 'future/liquidation/history', query: { ...query }, signal },
    liquidationPageSchema,
  );
}

export const getLiquidationHistoryQueryOptions = (contractId?: number) =>
  infiniteQueryOptions({
    queryKey: ['futures', 'history', 'liquidations', contractId ?? 'all'],
    queryFn: ({ signal, pageParam }) =>
      getLiquidationHistory({ contractId, cursor: pageParam, limit: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    meta: USER_QUERY_META,
  });
