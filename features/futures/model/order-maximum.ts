/**
 * The largest order the ticket offers ("max"), the way Binance's order form works it out: the
 * smallest of what the balance pays for at the chosen leverage, what the risk tier allowed at that
 * leverage leaves beside the position already held, and the contract's maximum for the order type
 * (LOT_SIZE for limit orders, MARKET_LOT_SIZE for market orders). A reduce-only order offers the
 * position it closes: the engine cuts it there and does not hold it to the maxima.
 */
import { feeOf, initialMargin, maxNotionalForLeverage, notionalOf } from '@/lib/contract/risk';
import { Decimal } from '@/lib/decimal';
import { positiveOrNull, type ContractTerms, type EngineTerms } from './contract-terms';

/** What decides the maximum (the first of them on a tie). */
export type OrderMaximumLimit = 'orderLimit' | 'riskTier' | 'balance' | 'position';

export interface OrderMaximumInput {
  type: 'limit' | 'market';
  reduceOnly: boolean;
  /** The position's leverage; null while unknown (nothing can be opened then). */
  leverage: number | null;
  /** Available balance of the margin asset, in money units (1e-8). */
  available: bigint;
  /** The price the order is valued at (limit price, else where a market order fills), in ticks. */
  ticks: number;
  /** The price the position is valued at against its tier (the dearer of order price and mark). */
  tierTicks: number;
  /** Contracts of a position on the order's side: it shares the tier with what the order opens. */
  sameSideLots: number;
  /** Contracts of a position on the other side: what a reduce-only order can close. */
  closableLots: number;
}

export interface OrderMaximum {
  /** The largest order in contracts (0 when nothing can be placed). */
  lots: number;
  limitedBy: OrderMaximumLimit;
  /** The contract's maximum for this order type, in contracts; null when the terms do not say. */
  orderLimitLots: number | null;
  /** Contracts the tier allowed at the leverage still has room for. */
  riskTierLots: number;
  /** Contracts the balance pays margin and the taker fee for. */
  balanceLots: number;
}

/** The contract's largest order of this type, in whole contracts; null when it does not say. */
export function orderLimitLots(contract: ContractTerms, type: 'limit' | 'market'): number | null {
  const quantity = positiveOrNull(
    type === 'market' ? contract.maxMarketOrderQuantity : contract.maxOrderQuantity,
  );
  const size = positiveOrNull(contract.contractSize);
  if (quantity === null || size === null) return null;
  return quantity.dividedBy(size).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
}

/** Margin + fee the engine freezes for `lots` at `ticks` (server/engine/order-state frozenFor). */
export function frozenFor(
  lots: number,
  ticks: number,
  leverage: number,
  terms: EngineTerms,
): bigint {
  const notional = notionalOf(lots, ticks, terms.valuePerLotTick);
  return initialMargin(notional, leverage) + feeOf(notional, terms.takerFeeRate);
}

function balanceLotsOf(input: OrderMaximumInput, leverage: number, terms: EngineTerms): number {
  const perLot = frozenFor(1, input.ticks, leverage, terms);
  if (perLot <= 0n) return 0;
  let lots = Number(input.available / perLot);
  // Rounding up per order can make the estimate one lot too large; step down until it fits.
  while (lots > 0 && frozenFor(lots, input.ticks, leverage, terms) > input.available) lots -= 1;
  return Math.max(0, lots);
}

/** Room left in the largest tier the leverage is allowed in (Binance: the max position at it). */
function riskTierLotsOf(input: OrderMaximumInput, leverage: number, terms: EngineTerms): number {
  const lotValue = BigInt(input.tierTicks) * terms.valuePerLotTick;
  if (lotValue <= 0n) return 0;
  const room =
    maxNotionalForLeverage(terms.tiers, leverage) -
    notionalOf(input.sameSideLots, input.tierTicks, terms.valuePerLotTick);
  return room > 0n ? Number(room / lotValue) : 0;
}

export function orderMaximum(
  contract: ContractTerms,
  terms: EngineTerms,
  input: OrderMaximumInput,
): OrderMaximum {
  const limit = orderLimitLots(contract, input.type);
  if (input.reduceOnly) {
    const lots = Math.max(0, input.closableLots);
    return {
      lots,
      limitedBy: 'position',
      orderLimitLots: limit,
      riskTierLots: lots,
      balanceLots: lots,
    };
  }
  const leverage = input.leverage;
  const usable = leverage !== null && input.ticks > 0;
  const balanceLots = usable ? balanceLotsOf(input, leverage, terms) : 0;
  const riskTierLots = usable ? riskTierLotsOf(input, leverage, terms) : 0;
  // The engine freezes margin for the whole order even where it closes an opposite position
  // (only reduce-only orders freeze nothing), so the balance bounds every lot.
  const candidates: [OrderMaximumLimit, number][] = [
    ['orderLimit', limit ?? Number.POSITIVE_INFINITY],
    ['riskTier', riskTierLots],
    ['balance', balanceLots],
  ];
  let [limitedBy, lots] = candidates[0] as [OrderMaximumLimit, number];
  for (const [name, value] of candidates) {
    if (value < lots) [limitedBy, lots] = [name, value];
  }
  return { lots, limitedBy, orderLimitLots: limit, riskTierLots, balanceLots };
}
