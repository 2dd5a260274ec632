import type { Order, OrderStatus } from '../types';

export interface OrderSliceState {
  /** Open orders by order id. */
  openOrders: Record<string, Order>;
}

export const initialOrderState: OrderSliceState = {
  openOrders: {},
};

const CLOSED_STATUSES: ReadonlySet<string> = new Set([
  'CANCELED',
  'FILLED',
  'STOPPED',
  '4',
  '5',
  '6',
]);

/** CANCELED, FILLED, STOPPED or numeric 4, 5, 6 leave the open-order map. */
export function isClosedOrderStatus(status: OrderStatus): boolean {
  return CLOSED_STATUSES.has(String(status).toUpperCase());
}
