import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

const decimalText = z.string();
const optionalDecimal = z.optional(z.nullable(decimalText));

/**
 * An order as 3004/3016 frames and the order endpoints carry it. Loose: the realtime store keeps
 * whatever else the server adds, and rows from before migration 0006 lack some fields.
 */
export const orderSchema = z.looseObject({
  orderId: z.union([z.number(), z.string()]),
  accountType: z.optional(z.number()),
  contractId: z.number(),
  positionId: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  /** 1 limit, 2 conditional limit, 3 market, 4 conditional market. */
  type: z.number(),
  side: z.string(),
  price: optionalDecimal,
  quantity: decimalText,
  filledQuantity: decimalText,
  averagePrice: optionalDecimal,
  orderStatus: z.union([z.number(), z.string()]),
  tif: z.optional(z.nullable(z.string())),
  reduceOnly: z.optional(z.boolean()),
  triggerPrice: optionalDecimal,
  triggerBy: z.optional(z.nullable(z.string())),
  tpTrigger: optionalDecimal,
  tpPrice: optionalDecimal,
  slTrigger: optionalDecimal,
  slPrice: optionalDecimal,
  fee: optionalDecimal,
  clientOrderId: z.optional(z.nullable(z.string())),
  parentOrderId: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  createdAt: z.number(),
  updatedAt: z.optional(z.number()),
});
export type FuturesOrder = z.infer<typeof orderSchema>;

/** A page of a newest-first list; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.core.SomeType>(row: T) =>
  z.object({
    list: z.array(row),
    nextCursor: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  });

export interface PageQuery {
  contractId?: number | undefined;
  accountType?: number | undefined;
  cursor?: string | number | undefined;
  limit?: number | undefined;
}

export const openOrdersPageSchema = pageOf(orderSchema);
export type OpenOrdersPage = z.infer<typeof openOrdersPageSchema>;

/** The server's page limit; the bootstrap reads at most this many open orders. */
export const MAX_PAGE_SIZE = 500;

/** GET future/order/open: the caller's open orders, newest first. */
export function getOpenOrders(
  query: PageQuery = {},
  signal?: AbortSignal,
): Promise<OpenOrdersPage> {
  return http.fetch(
    { base: 'futures', path: 'future/order/open', query: { ...query }, signal },
    openOrdersPageSchema,
  );
}

export const getOpenOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['futures', 'orders', 'open'],
    queryFn: ({ signal }) => getOpenOrders({ limit: MAX_PAGE_SIZE }, signal),
    meta: USER_QUERY_META,
  });
