import { queryOptions } from '@tanstack/react-query';
import type { WireFill } from '@/lib/contract/wire/match';
import { wireFillSchema } from '@/lib/contract/wire/match-schemas';
import type { WireOrderDetail } from '@/lib/contract/wire/trading';
import { wireOrderDetailSchema } from '@/lib/contract/wire/trading-schemas';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';

/** One fill of the order: the contract's (lib/contract/wire/match-schemas). */
export const orderFillSchema = wireFillSchema;
export type OrderFill = WireFill;

/** The order, its fills (oldest first), its fees and its TP/SL children: the contract's. */
export const orderDetailSchema = wireOrderDetailSchema;
export type OrderDetail = WireOrderDetail;

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
