import { isFinishedOrderStatus } from '@/lib/contract/wire/orders';
import type { Order, OrderStatus } from '../types';

export interface OrderSliceState {
  /** Open orders by order id. */
  openOrders: Record<string, Order>;
}

export const initialOrderState: OrderSliceState = {
  openOrders: {},
};

/** Filled, cancelled and cancelled by the system (4, 5, 6) leave the open-order map. */
export function isClosedOrderStatus(status: OrderStatus): boolean {
  return isFinishedOrderStatus(status);
}
