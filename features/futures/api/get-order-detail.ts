import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { orderSchema } from './schemas';

export const orderFillSchema = z.object({
  tradeId: z.union([z.number(), z.string()]),
  price: z.string(),
  quantity: z.string(),
  fee: z.string(),
  role: z.string(),
  realizedPnl: z.string().nullable(),
  time: z.number(),
});
export type OrderFill = z.infer<typeof orderFillSchema>;

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
