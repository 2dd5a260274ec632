/**
 * What a scaled order commits and where its position stands once every order of it fills: each
 * order worked out by the order ticket (./order-ticket) against the balance and the position the
 * earlier ones leave, as the engine checks a batch (each order against the state the earlier ones
 * leave, their margin held). So the total cost is the sum of what each order freezes, and the
 * liquidation price is the ticket's for the last order on the position the others built.
 */
import { Decimal } from '@/lib/decimal';
import { decimalOrNull } from './contract-terms';
import {
  summarizeOrderTicket,
  type OrderSide,
  type OrderTicketInput,
  type OrderTicketPosition,
} from './order-ticket';
import type { ScaledOrderLeg } from './scaled-order';

export interface ScaledOrderSummary {
  /** Quantity-weighted price of the orders: the position's entry price they add. */
  averagePrice: Decimal;
  /** Σ quantity × price. */
  orderValue: Decimal;
  /** Σ initial margin + taker fee: what the batch freezes. Zero for a reduce-only batch. */
  cost: Decimal;
  /**
   * The position's estimated liquidation price once every order has filled; null for a batch
   * that reduces or turns a position over, or when no price results.
   */
  liquidationPrice: Decimal | null;
  /** The batch costs more than the available balance: the engine refuses it whole. */
  insufficient: boolean;
}

/** What the batch shares with a single order of the ticket: the account, market and position. */
export type ScaledOrderContext = Pick<
  OrderTicketInput,
  'leverage' | 'marginMode' | 'available' | 'markPrice' | 'contract' | 'position' | 'priceBandRate'
> & { side: OrderSide; reduceOnly: boolean };

export function summarizeScaledOrder(
  legs: readonly ScaledOrderLeg[],
  context: ScaledOrderContext,
): ScaledOrderSummary | null {
  if (legs.length === 0) return null;
  let available = decimalOrNull(context.available) ?? new Decimal(0);
  let position: OrderTicketPosition | null = context.position ?? null;
  let quantity = new Decimal(0);
  let orderValue = new Decimal(0);
  let cost = new Decimal(0);
  let liquidationPrice: Decimal | null = null;
  let insufficient = false;
  let builds = !context.reduceOnly;
  for (const leg of legs) {
    const summary = summarizeOrderTicket({
      ...context,
      type: 'limit',
      price: leg.price,
      quantity: leg.quantity,
      unit: 'base',
      available: available.toFixed(),
      position,
      // The cost holds the taker fee whatever the order turns out to be (the engine's rule).
      timeInForce: 'GTC',
    });
    if (
      summary.cost === null ||
      summary.orderValue === null ||
      summary.contracts === null ||
      summary.initialMargin === null
    ) {
      return null;
    }
    quantity = quantity.plus(leg.quantity);
    orderValue = orderValue.plus(summary.orderValue);
    cost = cost.plus(summary.cost);
    if (summary.errors.some((e) => e.name === 'insufficientBalance')) insufficient = true;
    available = available.minus(summary.cost);
    const sameSide = position === null || (position.side === 'long') === (context.side === 'buy');
    // Closing (part of) an opposite position first: its liquidation price after a turn-over
    // is not this estimate's to make.
    if (!sameSide) builds = false;
    if (!builds) continue;
    liquidationPrice = summary.liquidationPrice;
    const keptContracts = decimalOrNull(position?.contracts) ?? new Decimal(0);
    const keptEntry = decimalOrNull(position?.entryPrice) ?? new Decimal(0);
    const contracts = keptContracts.plus(summary.contracts);
    position = {
      side: context.side === 'buy' ? 'long' : 'short',
      contracts: contracts.toFixed(),
      entryPrice: keptEntry
        .times(keptContracts)
        .plus(new Decimal(leg.price).times(summary.contracts))
        .dividedBy(contracts)
        .toFixed(),
      margin: (decimalOrNull(position?.margin) ?? new Decimal(0))
        .plus(summary.initialMargin)
        .toFixed(),
    };
  }
  return {
    averagePrice: quantity.isZero() ? new Decimal(0) : orderValue.dividedBy(quantity),
    orderValue,
    cost,
    liquidationPrice: builds ? liquidationPrice : null,
    insufficient,
  };
}
