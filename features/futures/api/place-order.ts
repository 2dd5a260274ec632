import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { OrderSide, QuantityUnit } from '../model/order-ticket';
import type { TradingAccountType } from '../model/trading-account';
import type { PlacedOrder, PlaceOrderInput } from './schemas';
import type { OrderSide as WireSide, TimeInForce, TriggerBy } from '@/lib/contract/wire/orders';

export type { OrderSide as WireSide, TimeInForce, TriggerBy } from '@/lib/contract/wire/orders';
export type { PlacedOrder, PlaceOrderInput } from './schemas';

export type PositionModeName = 'hedge' | 'oneWay';
/** Hedge mode only: whether the order opens or closes a leg. */
export type OrderAction = 'open' | 'close';
export type OrderKind = 'limit' | 'market' | 'conditional';
/**
 * How a conditional order executes once triggered: at its limit price, at market, or a trailing
 * stop (a market order whose trigger follows the price by a callback rate).
 */
export type ConditionalExecution = 'limit' | 'market' | 'trailing';

export interface PresetForm {
  triggerPrice: string;
  triggerBy: TriggerBy;
  /** Empty: at market once triggered. */
  price: string;
}

/** What the order panel holds when the user presses Buy/Long, Sell/Short, Close Long… */
export interface OrderFormValues {
  contractId: number;
  /** The account the order trades: main (1) or bonus (10). */
  accountType: TradingAccountType;
  positionMode: PositionModeName;
  action: OrderAction;
  /** The button pressed: buy (long / close short) or sell (short / close long). */
  direction: OrderSide;
  kind: OrderKind;
  /** Conditional orders: limit (at `price`) or market once triggered, or a trailing stop. */
  conditionalExecution: ConditionalExecution;
  price: string;
  triggerPrice: string;
  triggerBy: TriggerBy;
  /** A trailing stop's callback rate in percent ("1.5") and optional activation price. */
  callbackRate?: string;
  activationPrice?: string;
  quantity: string;
  unit: QuantityUnit;
  timeInForce: TimeInForce;
  /** One-way mode's reduce-only checkbox (hedge mode closes through the Close tab). */
  reduceOnly: boolean;
  tpslEnabled: boolean;
  tp: PresetForm;
  sl: PresetForm;
}

/** The wire side: hedge mode names the leg, one-way mode only the direction. */
export function wireSideOf(
  mode: PositionModeName,
  action: OrderAction,
  direction: OrderSide,
): WireSide {
  if (mode === 'oneWay') return direction;
  if (action === 'open') return direction === 'buy' ? 'openLong' : 'openShort';
  // Closing a long sells it; closing a short buys it back.
  return direction === 'sell' ? 'closeLong' : 'closeShort';
}

/** Whether the order can only shrink a position (hedge Close tab, or one-way reduce-only). */
export function isReducing(form: Pick<OrderFormValues, 'positionMode' | 'action' | 'reduceOnly'>) {
  return form.positionMode === 'hedge' ? form.action === 'close' : form.reduceOnly;
}

export function orderTypeOf(form: Pick<OrderFormValues, 'kind' | 'conditionalExecution'>) {
  if (form.kind === 'limit') return 1;
  if (form.kind === 'market') return 3;
  return form.conditionalExecution === 'limit' ? 2 : 4;
}

/** A conditional order whose trigger trails the price (orderType 4 with a callback rate). */
export function isTrailingStop(form: Pick<OrderFormValues, 'kind' | 'conditionalExecution'>) {
  return form.kind === 'conditional' && form.conditionalExecution === 'trailing';
}

/** Whether the order rests at a limit price (limit, or a conditional limit). */
export function hasLimitPrice(form: Pick<OrderFormValues, 'kind' | 'conditionalExecution'>) {
  const type = orderTypeOf(form);
  return type === 1 || type === 2;
}

/** A half-typed decimal as the input holds it ("12.", ".5") in the form the server reads. */
export function decimalText(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

function presetOf(preset: PresetForm): PlaceOrderInput['tp'] {
  if (preset.triggerPrice.trim() === '') return undefined;
  return {
    triggerPrice: decimalText(preset.triggerPrice),
    triggerBy: preset.triggerBy,
    ...(preset.price.trim() === '' ? {} : { price: decimalText(preset.price) }),
  };
}

/** A fresh id per submit: the server places nothing twice for the same id (a retried request). */
export function newClientOrderId(): string {
  const random = globalThis.crypto?.randomUUID?.().replaceAll('-', '');
  return `web-${random ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`}`.slice(
    0,
    36,
  );
}

/**
 * The request body for the form, without fields the order type does not take. Not checked here:
 * `placeOrder` checks it against the wire schema before it leaves (the schema loads with the
 * request, so zod stays out of the page's first load).
 */
export function buildPlaceOrderBody(
  form: OrderFormValues,
  clientOrderId: string = newClientOrderId(),
): PlaceOrderInput {
  const orderType = orderTypeOf(form);
  const reducing = isReducing(form);
  const trailing = isTrailingStop(form);
  const conditional = (orderType === 2 || orderType === 4) && !trailing;
  const market = orderType === 3 || orderType === 4;
  const presets = form.tpslEnabled && !reducing && !trailing;
  const tp = presets ? presetOf(form.tp) : undefined;
  const sl = presets ? presetOf(form.sl) : undefined;
  return {
    contractId: form.contractId,
    side: wireSideOf(form.positionMode, form.action, form.direction),
    orderType,
    quantity: decimalText(form.quantity),
    quantityUnit: form.unit,
    ...(hasLimitPrice(form) ? { price: decimalText(form.price) } : {}),
    ...(conditional
      ? { triggerPrice: decimalText(form.triggerPrice), triggerBy: form.triggerBy }
      : {}),
    // A trailing stop has no trigger price of its own (the engine keeps it) nor a TP/SL.
    ...(trailing
      ? {
          callbackRate: decimalText(form.callbackRate ?? ''),
          triggerBy: form.triggerBy,
          ...((form.activationPrice ?? '').trim() === ''
            ? {}
            : { activationPrice: decimalText(form.activationPrice ?? '') }),
        }
      : {}),
    // Market orders are IOC by nature; the server refuses any other time in force for them.
    ...(market ? {} : { timeInForce: form.timeInForce }),
    // Hedge mode's close sides already reduce; the flag is one-way mode's.
    ...(form.positionMode === 'oneWay' && form.reduceOnly ? { reduceOnly: true } : {}),
    ...(tp ? { tp } : {}),
    ...(sl ? { sl } : {}),
    accountType: form.accountType,
    clientOrderId,
  };
}

/**
 * POST future/order/place. A refusal shows the translated code message as a toast; success is
 * the panel's own toast (it knows whether the order rests or filled). A body the wire schema
 * refuses is not sent: the call rejects with the ZodError.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  // The schemas load with the request, not with the page: zod stays out of the first load. The
  // body is checked before it leaves.
  const { wirePlaceOrderInputSchema, wirePlacedOrderSchema } =
    await import('@/lib/contract/wire/trading-schemas');
  return http.fetch(
    {
      base: 'futures',
      path: 'future/order/place',
      method: 'POST',
      json: wirePlaceOrderInputSchema.parse(input),
      messages: 'errors-only',
    },
    wirePlacedOrderSchema,
  );
}

/**
 * Places an order. Nothing is invalidated: the match channel pushes the order, position and
 * balance frames into the realtime store once the order is durable.
 */
export function usePlaceOrder() {
  return useMutation({ mutationKey: ['futures', 'order', 'place'], mutationFn: placeOrder });
}
