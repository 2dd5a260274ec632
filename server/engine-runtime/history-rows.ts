import type { ContractConfig, LiquidationRecord, OrderSide, OrderView } from '../engine';
import type { LiquidationRow, OrderHistoryRow } from '../db/history-writer';
import { money, price, quantity } from './units';
import { callbackPercentOfBp } from '../../lib/contract/trailing-stop';

/** Engine views → history read model rows (decimal strings at each contract's scale). */

const SIDE_CODE: Record<OrderSide, number> = {
  openLong: 1,
  openShort: 2,
  closeLong: 3,
  closeShort: 4,
  buy: 1,
  sell: 2,
};

function sideCode(order: OrderView): number {
  if (order.reduceOnly && order.side === 'buy') return 4;
  if (order.reduceOnly && order.side === 'sell') return 3;
  return SIDE_CODE[order.side];
}

export function orderRow(config: ContractConfig, o: OrderView, engineSeq: bigint): OrderHistoryRow {
  return {
    orderId: BigInt(o.orderId),
    userId: BigInt(o.userId),
    accountType: o.accountType,
    contractId: o.contractId,
    positionId: o.positionId > 0 ? BigInt(o.positionId) : null,
    side: sideCode(o),
    orderType: o.type,
    status: o.orderStatus,
    price: o.price > 0 ? price(config, o.price) : null,
    triggerPrice: o.triggerPrice > 0 ? price(config, o.triggerPrice) : null,
    quantity: quantity(config, o.qty),
    filledQuantity: quantity(config, o.filledQty),
    averageFillPrice: o.filledQty > 0 ? averagePrice(config, o.filledValue, o.filledQty) : null,
    fee: money(o.fee),
    reduceOnly: o.reduceOnly,
    takeProfitPrice: o.tp ? price(config, o.tp.triggerPrice) : null,
    stopLossPrice: o.sl ? price(config, o.sl.triggerPrice) : null,
    orderSide: o.side,
    timeInForce: o.tif,
    triggerBy: o.triggerBy,
    triggerAbove: o.triggerAbove,
    callbackRate: o.trailing ? callbackPercentOfBp(o.trailing.callbackBp) : null,
    activationPrice:
      o.trailing && o.trailing.activationPrice > 0
        ? price(config, o.trailing.activationPrice)
        : null,
    takeProfitLimitPrice: o.tp?.price ? price(config, o.tp.price) : null,
    stopLossLimitPrice: o.sl?.price ? price(config, o.sl.price) : null,
    clientOrderId: o.clientOrderId,
    parentOrderId: o.parentOrderId > 0 ? BigInt(o.parentOrderId) : null,
    ocoOrderId: o.ocoOrderId !== undefined ? BigInt(o.ocoOrderId) : null,
    groupId: o.groupId !== undefined ? BigInt(o.groupId) : null,
    closePosition: o.closePosition === true,
    source: o.source,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    engineSeq,
  };
}

const LIQUIDATION_KIND = {
  Liquidate: 'liquidate',
  Bankrupt: 'bankrupt',
  'Self-trade': 'self_trade',
  ADL: 'adl',
} as const;

export function liquidationRow(
  config: ContractConfig,
  r: LiquidationRecord,
  liquidationId: bigint,
  engineSeq: bigint,
): LiquidationRow {
  return {
    liquidationId,
    userId: BigInt(r.userId),
    accountType: r.accountType,
    hedge: r.hedge,
    positionId: BigInt(r.positionId),
    contractId: r.contractId,
    kind: LIQUIDATION_KIND[r.type],
    direction: r.side === 1 ? 1 : 2,
    isolated: r.isolated,
    triggerPrice: price(config, r.triggerPrice),
    bankruptcyPrice: price(config, r.bankruptcyPrice),
    entryPrice: price(config, r.entryPrice),
    filledQuantity: quantity(config, r.filledQty),
    takenOverQuantity: quantity(config, r.takenOverQty),
    positionQuantity: quantity(config, r.positionQty),
    positionEquity: money(r.equity),
    maintenanceMargin: money(r.maintenanceMargin),
    forfeit: money(r.forfeit),
    time: r.ts,
    engineSeq,
  };
}

/** filledValue (Σ lots × ticks) / lots as a price at the contract's scale, cut toward zero. */
export function averagePrice(config: ContractConfig, filledValue: bigint, lots: number): string {
  const scale = 10n ** BigInt(config.priceScale);
  // The tick size in units of 10^-priceScale ("0.1" at scale 1 → 1).
  const tickUnits = BigInt(price(config, 1).replace('.', ''));
  const units = (filledValue * tickUnits) / BigInt(lots);
  const neg = units < 0n;
  const abs = neg ? -units : units;
  const int = abs / scale;
  const frac = (abs % scale).toString().padStart(config.priceScale, '0');
  return `${neg ? '-' : ''}${int}${config.priceScale > 0 ? `.${frac}` : ''}`;
}
