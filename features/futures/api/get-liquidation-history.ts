import { infiniteQueryOptions } from '@tanstack/react-query';
import type { WireLiquidation } from '@/lib/contract/wire/match';
import { wireLiquidationSchema } from '@/lib/contract/wire/match-schemas';
import type { WireLiquidationPage } from '@/lib/contract/wire/trading';
import { wireLiquidationPageSchema } from '@/lib/contract/wire/trading-schemas';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import type { PageQuery } from './get-open-orders';
import { HISTORY_PAGE_SIZE } from './get-order-history';

export const liquidationSchema = wireLiquidationSchema;
export type LiquidationRecord = WireLiquidation;
export const liquidationPageSchema = wireLiquidationPageSchema;
export type LiquidationPage = WireLiquidationPage;

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
