import { ACCOUNT_TYPE } from '../../../lib/contract/wire/accounts';
import type { WireOrder, WirePosition } from '../../../lib/contract/wire/match';
import {
  orderDirection,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderSide,
  type OrderStatusCode,
  type OrderType,
  type TimeInForce,
  type TriggerBy,
} from '../../../lib/contract/wire/orders';
import { mulText } from './decimal-text';
import { symbolOf, type BinanceOrderType } from './symbols';

/**
 * This server's answers (the order wire of 3004, the position rows of 3012, the accounts) in the
 * shapes Binance's USDⓈ-M API gives the same things. Nothing is computed here that the services
 * did not say, apart from exact products of their decimal strings (quote values).
 */

/** Binance's USDⓈ-M account is the app's futures account; the other account types stay out. */
export const FUTURES_ACCOUNT = ACCOUNT_TYPE.Principal;

export type BinanceSide = 'BUY' | 'SELL';
export type PositionSide = 'BOTH' | 'LONG' | 'SHORT';

/** The engine's order side as Binance's side and position side. */
export function sidesOf(side: OrderSide): { side: BinanceSide; positionSide: PositionSide } {
  switch (side) {
    case 'buy':
      return { side: 'BUY', positionSide: 'BOTH' };
    case 'sell':
      return { side: 'SELL', positionSide: 'BOTH' };
    case 'openLong':
      return { side: 'BUY', positionSide: 'LONG' };
    case 'closeLong':
      return { side: 'SELL', positionSide: 'LONG' };
    case 'openShort':
      return { side: 'SELL', positionSide: 'SHORT' };
    case 'closeShort':
      return { side: 'BUY', positionSide: 'SHORT' };
  }
}

/** Binance's side and position side as the engine's order side (hedge names with LONG / SHORT). */
export function engineSideOf(side: BinanceSide, positionSide: PositionSide): OrderSide {
  if (positionSide === 'BOTH') return side === 'BUY' ? 'buy' : 'sell';
  if (positionSide === 'LONG') return side === 'BUY' ? 'openLong' : 'closeLong';
  return side === 'SELL' ? 'openShort' : 'closeShort';
}

/**
 * The Binance type of an order. Conditional orders are STOP / STOP_MARKET when they fire as the
 * price moves against the order's side (a buy above, a sell below the price), else TAKE_PROFIT /
 * TAKE_PROFIT_MARKET; `triggerAbove` is the engine's own record of the direction, on the order
 * wire and in the read model (null in history rows from before migration 0017: then STOP).
 */
export function orderTypeOf(
  type: OrderType,
  side: OrderSide,
  triggerAbove: boolean | null | undefined,
  trailing = false,
): BinanceOrderType {
  if (type === ORDER_TYPE.Limit) return 'LIMIT';
  if (type === ORDER_TYPE.Market) return 'MARKET';
  // A conditional market order with a callback rate (lib/contract/trailing-stop.ts).
  if (type === ORDER_TYPE.ConditionalMarket && trailing) return 'TRAILING_STOP_MARKET';
  const buys = orderDirection(side) === 'buy';
  const stop = typeof triggerAbove === 'boolean' ? triggerAbove === buys : true;
  if (type === ORDER_TYPE.ConditionalLimit) return stop ? 'STOP' : 'TAKE_PROFIT';
  return stop ? 'STOP_MARKET' : 'TAKE_PROFIT_MARKET';
}

export function isConditionalType(type: OrderType): boolean {
  return type === ORDER_TYPE.ConditionalLimit || type === ORDER_TYPE.ConditionalMarket;
}

/** The spec's order status as Binance's. */
export function orderStatusOf(status: OrderStatusCode): string {
  switch (status) {
    case ORDER_STATUS.NotReported:
    case ORDER_STATUS.Reporting:
    case ORDER_STATUS.New:
      return 'NEW';
    case ORDER_STATUS.PartiallyFilled:
      return 'PARTIALLY_FILLED';
    case ORDER_STATUS.Filled:
      return 'FILLED';
    case ORDER_STATUS.Cancelled:
      return 'CANCELED';
    default:
      // The unfilled rest of IOC / FOK / market orders and orders the system ended.
      return 'EXPIRED';
  }
}

/** A conditional order's status as Binance's algo service names it. */
export function algoStatusOf(status: OrderStatusCode): string {
  switch (status) {
    case ORDER_STATUS.NotReported:
      return 'NEW';
    case ORDER_STATUS.New:
    case ORDER_STATUS.PartiallyFilled:
      return 'TRIGGERED';
    case ORDER_STATUS.Filled:
      return 'FINISHED';
    case ORDER_STATUS.Cancelled:
      return 'CANCELED';
    default:
      return 'EXPIRED';
  }
}

export function timeInForceOf(tif: TimeInForce): string {
  return tif === 'postOnly' ? 'GTX' : tif;
}

export function workingTypeOf(triggerBy: TriggerBy | null): string {
  return triggerBy === 'mark' ? 'MARK_PRICE' : 'CONTRACT_PRICE';
}

/** An order of the wire (open, or finished from history) as Binance's order. */
export function binanceOrder(o: WireOrder) {
  const sides = sidesOf(o.side);
  const type = orderTypeOf(o.type, o.side, o.triggerAbove, o.callbackRate !== undefined);
  const executed = o.filledQuantity;
  const avg = o.averagePrice ?? '0';
  return {
    orderId: o.orderId,
    symbol: symbolOf(o.contractId),
    status: orderStatusOf(o.orderStatus),
    clientOrderId: o.clientOrderId ?? '',
    price: o.price ?? '0',
    avgPrice: avg,
    origQty: o.quantity,
    executedQty: executed,
    cumQty: executed,
    // Filled quantity × average fill price (the average is exact to the tick).
    cumQuote: mulText(executed, avg),
    timeInForce: timeInForceOf(o.tif),
    type,
    reduceOnly: o.reduceOnly,
    // A position's own TP/SL closes the whole position when it fires, as Binance's does.
    closePosition: o.closePosition === true,
    side: sides.side,
    positionSide: sides.positionSide,
    stopPrice: o.triggerPrice ?? '0',
    workingType: workingTypeOf(o.triggerBy),
    priceProtect: false,
    origType: type,
    priceMatch: 'NONE',
    selfTradePreventionMode: 'NONE',
    goodTillDate: 0,
    // Binance sends these two for trailing stops only (activatePrice "0": it trailed at once).
    ...(o.callbackRate !== undefined
      ? { activatePrice: o.activationPrice ?? '0', priceRate: o.callbackRate }
      : {}),
    time: o.createdAt,
    updateTime: o.updatedAt,
  };
}

/** A conditional order as Binance's algo order (`algoOrder`, `openAlgoOrders`). */
export function binanceAlgoOrder(o: WireOrder) {
  const order = binanceOrder(o);
  const status = o.orderStatus;
  return {
    algoId: order.orderId,
    clientAlgoId: order.clientOrderId,
    algoType: 'CONDITIONAL',
    orderType: order.type,
    symbol: order.symbol,
    side: order.side,
    positionSide: order.positionSide,
    timeInForce: order.timeInForce,
    quantity: order.origQty,
    algoStatus: algoStatusOf(status),
    // Here the triggered order keeps its id: the order it became is this one.
    actualOrderId: status === ORDER_STATUS.NotReported ? '' : String(order.orderId),
    actualPrice: order.avgPrice,
    triggerPrice: order.stopPrice,
    price: order.price,
    icebergQuantity: null,
    selfTradePreventionMode: 'NONE',
    workingType: order.workingType,
    priceMatch: 'NONE',
    closePosition: order.closePosition,
    priceProtect: false,
    reduceOnly: order.reduceOnly,
    activatePrice: o.activationPrice ?? '',
    callbackRate: o.callbackRate ?? '',
    createTime: order.time,
    updateTime: order.updateTime,
    triggerTime: 0,
    goodTillDate: 0,
  };
}

/** A position row (`future/position/list`) as Binance's position risk (v2 and v3 fields both). */
/** The figures of a position row that Binance's position risk shows. */
export type PositionRiskInput = Pick<
  WirePosition,
  | 'contractId'
  | 'size'
  | 'side'
  | 'hedge'
  | 'isolated'
  | 'leverage'
  | 'entryPrice'
  | 'breakevenPrice'
  | 'markPrice'
  | 'upnl'
  | 'liquidationPrice'
  | 'margin'
  | 'maintenanceMargin'
  | 'updatedAt'
>;

export function positionRisk(p: PositionRiskInput, maxNotional: string) {
  const size = p.size;
  const signed = p.side === -1 ? `-${size}` : size;
  const isolated = p.isolated;
  const mark = p.markPrice;
  const notional = mulText(signed, mark);
  const margin = p.margin;
  return {
    symbol: symbolOf(p.contractId),
    positionSide: p.hedge ? (p.side === -1 ? 'SHORT' : 'LONG') : 'BOTH',
    positionAmt: signed,
    entryPrice: p.entryPrice,
    breakEvenPrice: p.breakevenPrice ?? '0',
    markPrice: mark,
    unRealizedProfit: p.upnl,
    liquidationPrice: p.liquidationPrice ?? '0',
    leverage: String(p.leverage),
    maxNotionalValue: maxNotional,
    marginType: isolated ? 'isolated' : 'cross',
    isolatedMargin: isolated ? margin : '0',
    isAutoAddMargin: 'false',
    notional,
    marginAsset: 'USDT',
    isolatedWallet: isolated ? margin : '0',
    initialMargin: margin,
    maintMargin: p.maintenanceMargin,
    positionInitialMargin: margin,
    openOrderInitialMargin: '0',
    bidNotional: '0',
    askNotional: '0',
    updateTime: p.updatedAt,
  };
}
