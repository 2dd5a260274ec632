import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

const decimalText = z.string();
const optionalDecimal = decimalText.nullable().optional();

/**
 * An order as 3004/3016 frames and the order endpoints carry it. Loose: the realtime store keeps
 * whatever else the server adds, and rows from before migration 0006 lack some fields.
 */
export const orderSchema = z.looseObject({
  orderId: z.union([z.number(), z.string()]),
  accountType: z.number().optional(),
  contractId: z.number(),
  positionId: z.union([z.number(), z.string()]).nullable().optional(),
  /** 1 limit, 2 conditional limit, 3 market, 4 conditional market. */
  type: z.number(),
  side: z.string(),
  price: optionalDecimal,
  quantity: decimalText,
  filledQuantity: decimalText,
  averagePrice: optionalDecimal,
  orderStatus: z.union([z.number(), z.string()]),
  tif: z.string().nullable().optional(),
  reduceOnly: z.boolean().optional(),
  triggerPrice: optionalDecimal,
  triggerBy: z.string().nullable().optional(),
  tpTrigger: optionalDecimal,
  tpPrice: optionalDecimal,
  slTrigger: optionalDecimal,
  slPrice: optionalDecimal,
  fee: optionalDecimal,
  clientOrderId: z.string().nullable().optional(),
  parentOrderId: z.union([z.number(), z.string()]).nullable().optional(),
  createdAt: z.number(),
  updatedAt: z.number().optional(),
});
export type FuturesOrder = z.infer<typeof orderSchema>;

/** A page of a newest-first list; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    nextCursor: z.union([z.string(), z.number()]).nullable().optional(),
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
