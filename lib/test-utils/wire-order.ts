import type { WireOrder } from '@/lib/contract/wire/match';
import { ORDER_STATUS } from '@/lib/contract/wire/orders';

/**
 * An order as the server's `orderWire` frames and `future/order/history` both carry it (test
 * fixture): a 0.1 BTC limit long at 100,000; filled (status 4) with its fee, else nothing filled.
 */
export function wireOrder(
  orderId: number,
  orderStatus: WireOrder['orderStatus'],
  extra: Partial<WireOrder> = {},
): WireOrder {
  const filled = orderStatus === ORDER_STATUS.Filled;
  return {
    orderId,
    accountType: 1,
    contractId: 1,
    positionId: 7,
    type: 1,
    side: 'openLong',
    price: '100000.0',
    quantity: '0.100',
    filledQuantity: filled ? '0.100' : '0.000',
    averagePrice: filled ? '100000.0' : null,
    orderStatus,
    tif: 'GTC',
    reduceOnly: false,
    triggerPrice: null,
    triggerBy: null,
    triggerAbove: null,
    tpTrigger: null,
    tpPrice: null,
    slTrigger: null,
    slPrice: null,
    fee: filled ? '2.00000000' : '0.00000000',
    clientOrderId: null,
    parentOrderId: null,
    source: 'user',
    createdAt: 1_700_000_000_000 + orderId,
    updatedAt: 1_700_000_000_000 + orderId,
    ...extra,
  };
}

/** A one-way, reduce-only, post-only limit buy of 0.010 BTC at 95 000, 0.004 filled (3004). */
export const partlyFilledLimitBuy: WireOrder = wireOrder(41, 3, {
  side: 'buy',
  price: '95000.0',
  quantity: '0.010',
  filledQuantity: '0.004',
  averagePrice: '95000.0',
  tif: 'postOnly',
  reduceOnly: true,
  fee: '0.00760000',
  clientOrderId: 'web-old',
  createdAt: 1,
  updatedAt: 2,
});
