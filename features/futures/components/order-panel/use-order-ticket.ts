'use client';

import { useMemo } from 'react';
import { hasLimitPrice, isReducing, type OrderFormValues } from '../../api/place-order';
import { positiveOrNull } from '../../model/contract-terms';
import {
  emptyOrderTicketSummary,
  summarizeOrderTicket,
  type OrderSide,
  type OrderTicketError,
  type OrderTicketSummary,
} from '../../model/order-ticket';
import type { PositionSide } from '../../model/position-row';
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
}

export interface OrderTicket {
  buy: SideTicket;
  sell: SideTicket;
  /** Both sides' errors, each once (the same rule broken on both sides shows once). */
  errors: OrderTicketError[];
  triggerMissing: boolean;
  tpsl: Record<OrderSide, TpslErrors>;
}

/** Which position an order on `direction` acts on: hedge legs by side, one-way the only one. */
function positionFor(
  form: Pick<OrderFormValues, 'positionMode' | 'action'>,
  direction: OrderSide,
  positions: OrderPanelData['positions'],
) {
  if (form.positionMode === 'oneWay') return positions.long ?? positions.short ?? null;
  const long = (form.action === 'open') === (direction === 'buy');
  const side: PositionSide = long ? 'long' : 'short';
  return positions[side] ?? null;
}

type FormInput = Omit<OrderFormValues, 'direction' | 'contractId' | 'accountType'>;

/** The order-ticket model for both buttons, plus the panel's own rules (trigger, TP/SL). */
export function useOrderTicket(form: FormInput, data: OrderPanelData): OrderTicket {
  return useMemo(() => {
    const limit = hasLimitPrice(form);
    const conditional = form.kind === 'conditional';
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
            // A conditional market order fills around its trigger, not at today's book.
            bestPrice: conditional
              ? limit
                ? undefined
                : form.triggerPrice
              : direction === 'buy'
                ? data.bestAsk
                : data.bestBid,
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
        form.tpslEnabled && !reducing ? validateTpsl(direction, entry, form.tp, form.sl) : {};
      return { direction, summary, tpsl };
    };
    const sides = [sideOf('buy'), sideOf('sell')] as const;
    const triggerMissing = conditional && trigger === null;
    const seen = new Set<string>();
    const errors: OrderTicketError[] = [];
    for (const { summary } of sides) {
      for (const error of summary?.errors ?? []) {
        const id = `${error.key}:${JSON.stringify(error.values)}`;
        if (seen.has(id)) continue;
        seen.add(id);
        errors.push(error);
      }
    }
    const ticket = (side: (typeof sides)[number]): SideTicket => {
      const summary = side.summary ?? emptyOrderTicketSummary();
      return {
        summary,
        blocked: side.summary === null || summary.errors.length > 0 || triggerMissing,
      };
    };
    return {
      buy: ticket(sides[0]),
      sell: ticket(sides[1]),
      errors,
      triggerMissing,
      tpsl: { buy: sides[0].tpsl, sell: sides[1].tpsl },
    };
  }, [form, data]);
}
