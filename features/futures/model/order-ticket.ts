/**
 * The order ticket's summary and its errors, the way dYdX v4-web's trade form works: one pure
 * function from the inputs to everything the panel shows (cost, value, maximum, liquidation
 * estimate) and an ordered list of errors, each a message key under `Futures.OrderTicket` with
 * its values, and the server's code where the engine rejects the same thing.
 * Costs use the engine's own formulas (lib/contract/risk), so the ticket and the engine agree.
 */
import type { Numeric } from '@/features/realtime';
import {
  feeOf,
  initialMargin,
  liquidationPrice,
  lotsForCost,
  maxLeverageOf,
  maxNotionalForLeverage,
  notionalOf,
} from '@/lib/contract/risk';
import { Decimal } from '@/lib/decimal';
import {
  costOf,
  decimalOrNull,
  engineTerms,
  fromMoney,
  fromTicks,
  minOrderLots,
  positiveOrNull,
  toMoney,
  toTicks,
  type ContractTerms,
  type EngineTerms,
} from './contract-terms';
import { feeRoleOf, type FeeRole, type FeeRoleInput } from './order-fee';
import { orderLimitLots, orderMaximum } from './order-maximum';
import type { MarginMode, PositionSide } from './position-row';
import type { QuantityUnit } from '@/lib/contract/wire/orders';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';

export type OrderSide = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
/**
 * Contracts (lots), the base asset, or USDT as a cost: the margin the order commits (the spec's
 * value unit, §3), size = cost × leverage ÷ price. The panel sends a cost as whole contracts.
 */
export type { QuantityUnit };

/** The engine's default price protection: a limit price within mark × (1 ± 5 %). */
export const DEFAULT_PRICE_BAND_RATE = '0.05';
/** The spec warns above this leverage that the position may be liquidated easily. */
export const HIGH_LEVERAGE_WARNING = 10;

export interface OrderTicketPosition {
  side: PositionSide;
  /** Size in contracts. */
  contracts: Numeric;
  entryPrice: Numeric;
  /** Isolated margin of the position. */
  margin?: Numeric;
}

export interface OrderTicketInput {
  side: OrderSide;
  type: OrderType;
  /** Limit price; ignored for a market order. */
  price?: string;
  quantity: string;
  unit: QuantityUnit;
  leverage: number;
  reduceOnly: boolean;
  marginMode?: MarginMode;
  /** Available balance of the margin asset. */
  available: Numeric | null | undefined;
  markPrice: Numeric | null | undefined;
  /**
   * Best price on the other side of the book: where a market order fills (else the mark), and
   * what a limit order crosses (it pays the taker fee) or rests behind (the maker fee).
   */
  bestPrice?: Numeric | null;
  /** Where a limit order is compared when that side of the book is empty. */
  lastPrice?: Numeric | null;
  /** A post-only order only makes; IOC and FOK only take. */
  timeInForce?: FeeRoleInput['timeInForce'];
  contract: ContractTerms;
  /** The open position on this contract, if any. */
  position?: OrderTicketPosition | null;
  priceBandRate?: string;
}

export const ORDER_TICKET_ERRORS = [
  'quantityRequired',
  'priceRequired',
  'priceOffTick',
  'quantityOffStep',
  'belowMinQuantity',
  'belowMinValue',
  'aboveMaxQuantity',
  'priceOutsideBand',
  'leverageAboveMax',
  'leverageLimit',
  'reduceOnlyWithoutPosition',
  'insufficientBalance',
  'wouldLiquidate',
] as const;
export type OrderTicketErrorName = (typeof ORDER_TICKET_ERRORS)[number];

export interface OrderTicketError {
  name: OrderTicketErrorName;
  /** Message key, e.g. `Futures.OrderTicket.errors.belowMinQuantity`. */
  key: string;
  values: Record<string, string | number>;
  /** The server's code for the same rejection (spec §8), when there is one. */
  code?: number;
}

export const ORDER_TICKET_WARNINGS = ['highLeverage', 'reduceOnlyClamped'] as const;
export type OrderTicketWarningName = (typeof ORDER_TICKET_WARNINGS)[number];

export interface OrderTicketWarning {
  name: OrderTicketWarningName;
  /** Message key, e.g. `Futures.OrderTicket.warnings.highLeverage`. */
  key: string;
  values: Record<string, string | number>;
}

export interface OrderTicketSummary {
  /** Quantity in whole contracts (what is sent). */
  contracts: Decimal | null;
  baseQuantity: Decimal | null;
  /** Limit price, or where a market order is expected to fill. */
  executionPrice: Decimal | null;
  /** Base quantity × execution price. */
  orderValue: Decimal | null;
  initialMargin: Decimal | null;
  /** Fee estimate at the rate of `feeRole`. */
  fee: Decimal | null;
  /** Maker where a limit order rests on the book, taker where it crosses and for market orders. */
  feeRole: FeeRole | null;
  /**
   * Initial margin + the taker fee: what the order freezes (the engine holds the taker fee even
   * for an order that rests, since it may still take later). Zero for reduce-only.
   */
  cost: Decimal | null;
  /**
   * Largest quantity the balance, the risk tier allowed at the leverage and the contract's maximum
   * for the order type allow (order-maximum.ts).
   */
  maxContracts: Decimal | null;
  maxBaseQuantity: Decimal | null;
  /** Estimated liquidation price of the position once the order fills. */
  liquidationPrice: Decimal | null;
  errors: OrderTicketError[];
  /** Warnings that do not block the order (high leverage, a reduce-only order cut to the position). */
  warnings: OrderTicketWarning[];
}

const KEY = 'Futures.OrderTicket';

function error(
  name: OrderTicketErrorName,
  values: Record<string, string | number> = {},
  code?: number,
): OrderTicketError {
  return { name, key: `${KEY}.errors.${name}`, values, ...(code === undefined ? {} : { code }) };
}

function warning(
  name: OrderTicketWarningName,
  values: Record<string, string | number> = {},
): OrderTicketWarning {
  return { name, key: `${KEY}.warnings.${name}`, values };
}

/** The engine answers the same rejections with these codes (lib/contract/wire/error-codes). */
const Code = ERROR_CODE;

function requestedLots(
  input: OrderTicketInput,
  quantity: Decimal,
  price: Decimal | null,
  leverage: number | null,
  terms: EngineTerms,
): Decimal | null {
  if (input.unit === 'contract') return quantity;
  if (input.unit === 'base') return quantity.dividedBy(terms.contractSize);
  if (price === null || leverage === null) return null;
  // A cost: whole contracts of cost × leverage at the price (lib/contract/risk), rounded down.
  const ticks = BigInt(toTicks(price, terms));
  return new Decimal(
    lotsForCost(toMoney(quantity), leverage, ticks, terms.valuePerLotTick).toString(),
  );
}

function isOnStep(value: Decimal, step: Decimal): boolean {
  return value.modulo(step).isZero();
}

/** A ticket with nothing worked out yet: every figure unknown, no errors, no warnings. */
export function emptyOrderTicketSummary(): OrderTicketSummary {
  return {
    contracts: null,
    baseQuantity: null,
    executionPrice: null,
    orderValue: null,
    initialMargin: null,
    fee: null,
    feeRole: null,
    cost: null,
    maxContracts: null,
    maxBaseQuantity: null,
    liquidationPrice: null,
    errors: [],
    warnings: [],
  };
}

export function summarizeOrderTicket(input: OrderTicketInput): OrderTicketSummary {
  const summary = emptyOrderTicketSummary();
  const { errors } = summary;
  const terms = engineTerms(input.contract);
  const mark = positiveOrNull(input.markPrice);
  const available = decimalOrNull(input.available) ?? new Decimal(0);
  const buy = input.side === 'buy';
  const leverage = Number.isInteger(input.leverage) && input.leverage > 0 ? input.leverage : null;
  if (leverage !== null && leverage > HIGH_LEVERAGE_WARNING) {
    summary.warnings.push(warning('highLeverage', { leverage: HIGH_LEVERAGE_WARNING }));
  }

  const quantity = positiveOrNull(input.quantity);
  if (quantity === null) errors.push(error('quantityRequired'));
  let price: Decimal | null;
  if (input.type === 'limit') {
    price = positiveOrNull(input.price);
    if (price === null) errors.push(error('priceRequired'));
  } else {
    price = positiveOrNull(input.bestPrice) ?? mark;
  }
  summary.executionPrice = price;
  if (terms === null) return summary;
  const tick = terms.tickSize;
  if (input.type === 'limit' && price !== null && !isOnStep(price, tick)) {
    errors.push(error('priceOffTick', { tick: tick.toString() }));
  }

  const position = input.position ?? null;
  const positionLots = positiveOrNull(position?.contracts)?.toDecimalPlaces(0).toNumber() ?? 0;
  const sameSide = position !== null && (position.side === 'long') === buy;
  const closable = position !== null && !sameSide ? positionLots : 0;
  const sign = buy ? 1 : -1;

  // The largest order, independent of what was typed.
  if (price !== null) {
    const ticks = price.dividedBy(tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
    const markTicks =
      mark === null ? ticks : Math.max(ticks, Number(mark.dividedBy(tick).toFixed(0)));
    const maximum = orderMaximum(input.contract, terms, {
      type: input.type,
      reduceOnly: input.reduceOnly,
      leverage,
      available: toMoney(available),
      ticks,
      tierTicks: markTicks,
      sameSideLots: sameSide ? positionLots : 0,
      closableLots: closable,
    });
    summary.maxContracts = new Decimal(maximum.lots);
    summary.maxBaseQuantity = summary.maxContracts.times(terms.contractSize);
  }

  if (quantity === null) return summary;
  const lotsDecimal = requestedLots(input, quantity, price, leverage, terms);
  if (lotsDecimal === null) return summary;
  if (!lotsDecimal.isInteger()) {
    const step = input.unit === 'base' ? terms.contractSize : new Decimal(1);
    errors.push(error('quantityOffStep', { step: step.toString() }));
  }
  const lotsRounded = lotsDecimal.toDecimalPlaces(0, Decimal.ROUND_DOWN);
  const lots = lotsRounded.toNumber();
  summary.contracts = lotsRounded;
  summary.baseQuantity = lotsRounded.times(terms.contractSize);

  const minLots = minOrderLots(input.contract);
  if (lotsRounded.lessThan(minLots)) {
    errors.push(error('belowMinQuantity', { min: minLots.toString() }, Code.belowMinimum));
  }
  // Reduce-only orders are cut to the position instead (server/engine/orders.ts).
  const maxLots = input.reduceOnly ? null : orderLimitLots(input.contract, input.type);
  if (maxLots !== null && lots > maxLots) {
    errors.push(error('aboveMaxQuantity', { max: maxLots }, Code.depthLimit));
  }
  if (input.reduceOnly) {
    if (closable === 0) errors.push(error('reduceOnlyWithoutPosition', {}, Code.invalidDirection));
    // The engine accepts it and closes no more than the position (server/engine/orders.ts).
    else if (lots > closable)
      summary.warnings.push(warning('reduceOnlyClamped', { max: closable }));
  }
  if (price === null) return summary;

  const ticks = price.dividedBy(tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  const notional = notionalOf(lots, ticks, terms.valuePerLotTick);
  summary.orderValue = fromMoney(notional);
  const minValue = positiveOrNull(input.contract.minOrderValue);
  if (
    !input.reduceOnly &&
    minValue !== null &&
    lots > 0 &&
    fromMoney(notional).lessThan(minValue)
  ) {
    errors.push(
      error(
        'belowMinValue',
        { min: minValue.toString(), asset: input.contract.quoteAsset ?? 'USDT' },
        Code.belowMinimumValue,
      ),
    );
  }
  if (input.type === 'limit' && mark !== null) {
    const band = decimalOrNull(input.priceBandRate ?? DEFAULT_PRICE_BAND_RATE) ?? new Decimal(0);
    const limit = buy ? mark.times(band.plus(1)) : mark.times(new Decimal(1).minus(band));
    if (buy ? price.greaterThan(limit) : price.lessThan(limit)) {
      errors.push(
        error(
          'priceOutsideBand',
          {
            side: input.side,
            // The last price on the tick grid inside the band, as the engine's bandPrice rounds it.
            limit: limit
              .dividedBy(tick)
              .toDecimalPlaces(0, buy ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL)
              .times(tick)
              .toString(),
          },
          Code.depthLimit,
        ),
      );
    }
  }
  if (leverage === null) return summary;
  const maxLeverage = maxLeverageOf(terms.tiers);
  if (leverage > maxLeverage) {
    errors.push(error('leverageAboveMax', { max: maxLeverage }, Code.leverageLimit));
  }

  const fee = feeOf(notional, terms.takerFeeRate);
  const im = initialMargin(notional, leverage);
  summary.feeRole = feeRoleOf({
    side: input.side,
    type: input.type,
    price,
    timeInForce: input.timeInForce,
    bestPrice: input.bestPrice,
    lastPrice: input.lastPrice,
  });
  summary.fee = fromMoney(summary.feeRole === 'maker' ? feeOf(notional, terms.makerFeeRate) : fee);
  summary.initialMargin = fromMoney(im);
  summary.cost = input.reduceOnly ? new Decimal(0) : fromMoney(im + fee);
  if (input.reduceOnly) return summary;

  const markTicks =
    mark === null ? ticks : Math.max(ticks, Number(mark.dividedBy(tick).toFixed(0)));
  const after = notionalOf((sameSide ? positionLots : 0) + lots, markTicks, terms.valuePerLotTick);
  if (leverage <= maxLeverage && after > maxNotionalForLeverage(terms.tiers, leverage)) {
    errors.push(
      error(
        'leverageLimit',
        { maxValue: fromMoney(maxNotionalForLeverage(terms.tiers, leverage)).toString(), leverage },
        Code.leverageLimit,
      ),
    );
  }
  if (im + fee > toMoney(available)) {
    errors.push(
      error('insufficientBalance', { available: available.toString() }, Code.insufficientBalance),
    );
  }

  // The position once the order fills: added to a same-side position, else a new one opened by
  // whatever exceeds the opposite position.
  const entry = positiveOrNull(position?.entryPrice);
  const keptLots = sameSide ? positionLots : 0;
  const openLots = sameSide ? lots : lots - closable;
  if (openLots <= 0 || lots === 0) return summary;
  const newLots = keptLots + openLots;
  const keptCost = sameSide && entry !== null ? costOf(keptLots, entry, terms) : 0n;
  const newCost = keptCost + notionalOf(openLots, ticks, terms.valuePerLotTick);
  const openIm = initialMargin(notionalOf(openLots, ticks, terms.valuePerLotTick), leverage);
  const keptMargin = sameSide
    ? (decimalOrNull(position?.margin) ?? new Decimal(0))
    : new Decimal(0);
  const margin =
    input.marginMode === 'cross'
      ? // Cross: the whole available balance backs the position, less the fee.
        toMoney(available) - fee + (sameSide ? initialMargin(keptCost, leverage) : 0n)
      : toMoney(keptMargin) + openIm;
  const result = liquidationPrice({
    longLots: sign === 1 ? newLots : 0,
    longCost: sign === 1 ? newCost : 0n,
    shortLots: sign === -1 ? newLots : 0,
    shortCost: sign === -1 ? newCost : 0n,
    margin,
    valuePerLotTick: terms.valuePerLotTick,
    tiers: terms.tiers,
  });
  if (result.kind === 'price') {
    summary.liquidationPrice = fromTicks(result.ticks, terms);
    if (
      mark !== null &&
      (buy ? summary.liquidationPrice.gte(mark) : summary.liquidationPrice.lte(mark))
    ) {
      errors.push(error('wouldLiquidate', {}, Code.wouldLiquidate));
    }
  } else if (result.kind === 'insufficientMargin') {
    errors.push(error('wouldLiquidate', {}, Code.wouldLiquidate));
  }
  return summary;
}
