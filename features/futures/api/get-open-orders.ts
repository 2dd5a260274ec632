import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { MAX_PAGE_LIMIT, type WireListQuery } from '@/lib/contract/wire/queries';
import { USER_QUERY_META } from '@/lib/query-client';
import type { OpenOrdersPage } from './schemas';

export type { FuturesOrder, OpenOrdersPage } from './schemas';

/**
 * A page of one of the private lists (lib/contract/wire/query-schemas: the server's query); the
 * funding history's cursor is text, the others' an id.
 */
export type PageQuery = Partial<
  Pick<WireListQuery, 'contractId' | 'accountType' | 'limit'> & { cursor: string | number }
>;

/** The server's page limit; the bootstrap reads at most this many open orders. */
export const MAX_PAGE_SIZE = MAX_PAGE_LIMIT;

/** GET future/order/open: the caller's open orders, newest first. */
export function getOpenOrders(
  query: PageQuery = {},
  signal?: AbortSignal,
): Promise<OpenOrdersPage> {
  // The schema loads with the request, not with the page: zod stays out of the first load.
  return http.fetch(
    { base: 'futures', path: 'future/order/open', query: { ...query }, signal },
    () => import('./schemas').then((schemas) => schemas.openOrdersPageSchema),
  );
}

export const getOpenOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'orders', 'open'],
    queryFn: ({ signal }) => getOpenOrders({ limit: MAX_PAGE_SIZE }, signal),
    meta: USER_QUERY_META,
  });
