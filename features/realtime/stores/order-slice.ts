import type { Order } from '../types';

export interface OrderSliceState {
  /** Open orders by order id. */
  openOrders: Record<string, Order>;
}

export const initialOrderState: OrderSliceState = {
  openOrders: {},
};
