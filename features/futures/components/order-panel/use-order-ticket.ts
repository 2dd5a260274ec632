'use client';

import { useMemo } from 'react';
import {
  hasLimitPrice,
  isReducing,
  isTrailingStop,
  type OrderFormValues,
} from '../../api/place-order';
import { positiveOrNull } from '../../model/contract-terms';
import {
  emptyOrderTicketSummary,
  summarizeOrderTicket,
  type OrderSide,
  type OrderTicketError,
  type OrderTicketSummary,
  type OrderTicketWarning,
} from '../../model/order-ticket';
import type { PositionSide } from '../../model/position-row';
import {
  activationPriceError,
  callbackRateError,
  type TrailingError,
} from '../../model/trailing-stop';
import { validateTpsl, type TpslErrors } from './tpsl-validation';
import type { OrderPanelData } from './use-order-panel-data';

/** Where each of the model's errors shows: under the price, under the quantity, or above the buttons. */
export type ErrorPlace = 'price' | 'quantity' | 'general';

const PRICE_ERRORS = new Set(['priceRequired', 'priceOffTick', 'priceOutsideBand']);
const GENERAL_ERRORS = new Set(['leverageAboveMax', 'wouldLiquidate']);

export function placeOf(error: OrderTicketError): ErrorPlace {
  if (PRICE_ERRORS.has(error.name)) return 'price';
  return GENERAL_ERRORS.has(error.name) ? 'general' : 'quantity';
}

export interface SideTicket {
  summary: OrderTicketSummary;
  /**
   * The model's errors or a missing trigger price. TP/SL presets name a direction (profit above
   * the entry is a long's), so they are checked when a button is pressed, not here.
   */
  blocked: boolean;
  /**
   * Errors and warnings of this side alone (a buy price above the band, reduce-only with
   * nothing to reduce on this side): shown with its button, never as the other side's.
   */
  errors: OrderTicketError[];
  warnings: OrderTicketWarning[];
}

export interface OrderTicket {
  buy: SideTicket;
  sell: SideTicket;
  /** Errors both sides have (shown once, at their field). */
  errors: OrderTicketError[];
  /** Warnings both sides have. */
  warnings: OrderTicketWarning[];
  triggerMissing: boolean;
  tpsl: Record<OrderSide, TpslErrors>;
  /**
   * A trailing stop's errors: the callback rate (both sides) and the activation price (per side:
   * a sell's lies above the watched price, a buy's below); null for other orders.
   */
  trailing: {
    callbackRate: TrailingError | null;
    activation: Record<OrderSide, TrailingError | null>;
  } | null;
}

/** Which position an order on `direction` acts on: hedge legs by side, one-way the only one. */
export function positionFor(
  form: Pick<OrderFormValues, 'positionMode' | 'action'>,
  direction: OrderSide,
  positions: OrderPanelData['positions'],
) {
  if (form.positionMode === 'oneWay') return positions.long ?? positions.short ?? null;
  const long = (form.action === 'open') === (direction === 'buy');
  const side: PositionSide = long ? 'long' : 'short';
  return positions[side] ?? null;
}

const idOf = (item: { key: string; values: Record<string, string | number> }) =>
  `${item.key}:${JSON.stringify(item.values)}`;

/** What both sides say (each once), and what only one of them says. */
function splitBySide<T extends { key: string; values: Record<string, string | number> }>(
  buy: readonly T[],
  sell: readonly T[],
): { shared: T[]; own: [T[], T[]] } {
  const buyIds = new Set(buy.map(idOf));
  const sellIds = new Set(sell.map(idOf));
  const shared = buy.filter(
    (item, i) => sellIds.has(idOf(item)) && buy.findIndex((o) => idOf(o) === idOf(item)) === i,
  );
  return {
    shared,
    own: [
      buy.filter((item) => !sellIds.has(idOf(item))),
      sell.filter((item) => !buyIds.has(idOf(item))),
    ],
  };
}

type FormInput = Omit<OrderFormValues, 'direction' | 'contractId' | 'accountType'>;

/** The order-ticket model for both buttons, plus the panel's own rules (trigger, TP/SL). */
export function useOrderTicket(form: FormInput, data: OrderPanelData): OrderTicket {
  return useMemo(() => {
    const limit = hasLimitPrice(form);
    const conditional = form.kind === 'conditional';
    const trailingStop = isTrailingStop(form);
    const trigger = positiveOrNull(form.triggerPrice);
    const reducing = isReducing(form);
    const sideOf = (direction: OrderSide) => {
      const summary = data.contract
        ? summarizeOrderTicket({
            side: direction,
            type: limit ? 'limit' : 'market',
            price: form.price,
            quantity: form.quantity,
            unit: form.unit,
            leverage: data.leverage,
            reduceOnly: reducing,
            marginMode: data.marginMode,
            available: data.available,
            markPrice: data.markPrice,
            // A conditional order meets the market around its trigger, not today's book: a
            // market one fills there, a limit one rests or crosses against it. A trailing stop's
            // trigger is not known yet: its activation price, else the mark.
            bestPrice: trailingStop
              ? form.activationPrice || data.markPrice
              : conditional
                ? form.triggerPrice
                : direction === 'buy'
                  ? data.bestAsk
                  : data.bestBid,
            lastPrice: data.lastPrice,
            timeInForce: form.timeInForce,
            contract: data.contract,
            position: positionFor(form, direction, data.positions),
          })
        : null;
      if (summary && conditional) {
        // The price band applies when the order triggers, against the mark of that moment.
        summary.errors = summary.errors.filter((e) => e.name !== 'priceOutsideBand');
      }
      const entry = summary?.executionPrice ?? null;
      const tpsl =
        form.tpslEnabled && !reducing && !trailingStop
          ? validateTpsl(direction, entry, form.tp, form.sl)
          : {};
      return { direction, summary, tpsl };
    };
    const sides = [sideOf('buy'), sideOf('sell')] as const;
    const triggerMissing = conditional && !trailingStop && trigger === null;
    const watched = form.triggerBy === 'mark' ? data.markPrice : data.lastPrice;
    const trailing = trailingStop
      ? {
          callbackRate: callbackRateError(form.callbackRate ?? ''),
          activation: {
            buy: activationPriceError(
              form.activationPrice ?? '',
              'buy',
              watched,
              data.contract?.tickSize ?? '',
            ),
            sell: activationPriceError(
              form.activationPrice ?? '',
              'sell',
              watched,
              data.contract?.tickSize ?? '',
            ),
          },
        }
      : null;
    const [buy, sell] = sides.map((side) => side.summary ?? emptyOrderTicketSummary()) as [
      OrderTicketSummary,
      OrderTicketSummary,
    ];
    const errors = splitBySide(buy.errors, sell.errors);
    const warnings = splitBySide(buy.warnings, sell.warnings);
    const ticket = (side: (typeof sides)[number], index: 0 | 1): SideTicket => {
      const summary = side.summary ?? emptyOrderTicketSummary();
      return {
        summary,
        blocked:
          side.summary === null ||
          summary.errors.length > 0 ||
          triggerMissing ||
          (trailing !== null &&
            (trailing.callbackRate !== null || trailing.activation[side.direction] !== null)),
        errors: errors.own[index],
        warnings: warnings.own[index],
      };
    };
    return {
      buy: ticket(sides[0], 0),
      sell: ticket(sides[1], 1),
      errors: errors.shared,
      warnings: warnings.shared,
      triggerMissing,
      tpsl: { buy: sides[0].tpsl, sell: sides[1].tpsl },
      trailing,
    };
  }, [form, data]);
}
