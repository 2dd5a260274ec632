import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { WireFill } from '@/lib/contract/wire/match';
import { wireFillSchema } from '@/lib/contract/wire/match-schemas';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { orderSchema } from './schemas';

/** One fill of the order: the contract's (lib/contract/wire/match-schemas). */
export const orderFillSchema = wireFillSchema;
export type OrderFill = WireFill;

export const orderDetailSchema = z.object({
  order: orderSchema,
  fills: z.array(orderFillSchema),
  totalFee: z.string().nullable(),
  realizedPnl: z.string().nullable(),
  children: z.array(orderSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET future/order/detail: the order, its fills (oldest first) and its TP/SL children. */
export function getOrderDetail(orderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return http.fetch(
    { base: 'futures', path: 'future/order/detail', query: { orderId }, signal },
    orderDetailSchema,
  );
}

export const getOrderDetailQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['futures', 'orders', 'detail', orderId],
    queryFn: ({ signal }) => getOrderDetail(orderId, signal),
    meta: USER_QUERY_META,
  });
