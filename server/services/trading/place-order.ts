import { z } from 'zod';
import {
  CLIENT_ORDER_ID,
  ErrorCode,
  usdt,
  userOpenOrder,
  type ContractConfig,
  type PlaceOrderCommand,
} from '../../engine';
import {
  ORDER_SIDES,
  ORDER_TYPES,
  QUANTITY_UNITS,
  TIME_IN_FORCE,
  TRIGGER_PRICES,
} from '../../../lib/contract/wire/orders';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { orderWire } from '../../engine-runtime/wire';
import { accountTypeInput, contractIdInput } from './account-service';
import { applyCommand, lastOrderView } from './engine-command';
import { decimalInput, lotsOf, ticksOf, tpSlSpec, tpSlSpecInput } from './order-units';
import { invalidInput, refusal, requireEngine } from './trading-error';
import type { TradingIntent } from './trading-gate';
import { lotsForQuote } from '../../../lib/contract/risk';
import { callbackBpOfPercent, isCallbackBp } from '../../../lib/contract/trailing-stop';

/** A trailing stop's callback rate in percent: 0.1–5, a multiple of 0.1 (lib/contract/trailing-stop). */
const callbackRateInput = z
  .string()
  .trim()
  .refine((text) => {
    const bp = callbackBpOfPercent(text);
    return bp !== null && isCallbackBp(bp);
  }, 'must be a percent from 0.1 to 5 in steps of 0.1');

/** 1 limit, 2 conditional limit, 3 market, 4 conditional market. */
const orderTypeInput = z.literal(ORDER_TYPES, {
  error: 'must be 1 (limit), 2 (conditional limit), 3 (market) or 4 (conditional market)',
});

export const placeOrderInput = z
  .object({
    contractId: contractIdInput,
    side: z.enum(ORDER_SIDES),
    orderType: z.preprocess(
      (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
      orderTypeInput,
    ),
    quantity: decimalInput,
    /** `contract`: whole contracts (lots); `base`: the base asset; `quote`: USDT value. */
    quantityUnit: z.enum(QUANTITY_UNITS).default('base'),
    price: decimalInput.optional(),
    triggerPrice: decimalInput.optional(),
    triggerBy: z.enum(TRIGGER_PRICES).optional(),
    /** A trailing stop (type 4, no trigger price): percent, 0.1–5 in steps of 0.1 ("1.5"). */
    callbackRate: callbackRateInput.optional(),
    /** A trailing stop's activation price; without it the trail starts at once. */
    activationPrice: decimalInput.optional(),
    timeInForce: z.enum(TIME_IN_FORCE).optional(),
    reduceOnly: z.boolean().optional(),
    tp: tpSlSpecInput.optional(),
    sl: tpSlSpecInput.optional(),
    accountType: accountTypeInput.default(1),
    clientOrderId: z
      .string()
      .regex(CLIENT_ORDER_ID, 'must be 1–36 characters of A–Z, a–z, 0–9 and . _ : / -')
      .optional(),
  })
  .superRefine((order, ctx) => {
    const limit = order.orderType === 1 || order.orderType === 2;
    const conditional = order.orderType === 2 || order.orderType === 4;
    const trailing = order.callbackRate !== undefined;
    if (limit && order.price === undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'required for limit orders' });
    if (trailing && order.orderType !== 4)
      ctx.addIssue({
        code: 'custom',
        path: ['callbackRate'],
        message: 'a trailing stop is a conditional market order (orderType 4)',
      });
    if (trailing && order.triggerPrice !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['triggerPrice'],
        message: 'a trailing stop has no trigger price: the engine keeps it',
      });
    if (!trailing && order.activationPrice !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['activationPrice'],
        message: 'only for a trailing stop (with callbackRate)',
      });
    if (trailing && (order.tp !== undefined || order.sl !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: [order.tp !== undefined ? 'tp' : 'sl'],
        message: 'a trailing stop takes no preset TP/SL',
      });
    if (conditional && !trailing && order.triggerPrice === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['triggerPrice'],
        message: 'required for conditional orders',
      });
    if (!limit && order.timeInForce !== undefined && order.timeInForce !== 'IOC')
      ctx.addIssue({
        code: 'custom',
        path: ['timeInForce'],
        message: 'market orders are immediate-or-cancel',
      });
  });

export type PlaceOrderInput = z.output<typeof placeOrderInput>;

/** Closing sides and reduce-only orders only reduce; everything else may add exposure. */
export function placeOrderIntent(input: PlaceOrderInput): TradingIntent {
  return input.reduceOnly === true || input.side === 'closeLong' || input.side === 'closeShort'
    ? 'reduce'
    : 'open';
}

/**
 * The order's size in lots. A quote (USDT) amount buys whole contracts at the limit price, the
 * trigger price of a conditional market order, or the mark price of a market order, rounded down.
 */
function lots(config: ContractConfig, input: PlaceOrderInput, priceTicks: number): number {
  const { quantity } = input;
  if (input.quantityUnit === 'contract') {
    if (!/^\d+$/.test(quantity) || !Number.isSafeInteger(Number(quantity)))
      throw invalidInput('quantity', 'must be a whole number of contracts');
    return Number(quantity);
  }
  if (input.quantityUnit === 'base') return lotsOf(config, quantity, 'quantity');
  if (!/^\d{1,15}(\.\d{1,8})?$/.test(quantity))
    throw invalidInput('quantity', 'a USDT amount has at most 8 decimals');
  const whole = lotsForQuote(usdt(quantity), BigInt(priceTicks), config.valuePerLotTick);
  if (whole === 0n) throw refusal(ErrorCode.BelowMinimum, `less than one contract at this price`);
  if (whole > BigInt(Number.MAX_SAFE_INTEGER)) throw refusal(ErrorCode.DepthLimit);
  return Number(whole);
}

/** The engine command for a validated order: decimal strings become ticks and lots. */
export function placeOrderCommand(
  host: EngineHost,
  userId: number,
  ts: number,
  input: PlaceOrderInput,
): PlaceOrderCommand {
  const config = host.config(input.contractId);
  if (!config) throw refusal(ErrorCode.NoPermission);
  const limit = input.orderType === 1 || input.orderType === 2;
  const price = limit && input.price ? ticksOf(config, input.price, 'price') : undefined;
  const triggerPrice = input.triggerPrice
    ? ticksOf(config, input.triggerPrice, 'triggerPrice')
    : undefined;
  const sizingPrice =
    price ?? triggerPrice ?? host.state.contracts.get(input.contractId)?.markPrice ?? 0;
  const tp = tpSlSpec(config, input.tp, 'tp');
  const sl = tpSlSpec(config, input.sl, 'sl');
  const callbackBp =
    input.callbackRate !== undefined ? callbackBpOfPercent(input.callbackRate) : null;
  return {
    kind: 'placeOrder',
    ts,
    userId,
    accountType: input.accountType,
    contractId: input.contractId,
    type: input.orderType,
    side: input.side,
    qty: lots(config, input, sizingPrice),
    ...(price !== undefined ? { price } : {}),
    ...(limit && input.timeInForce ? { tif: input.timeInForce } : {}),
    ...(input.reduceOnly !== undefined ? { reduceOnly: input.reduceOnly } : {}),
    ...(triggerPrice !== undefined && input.orderType !== 1 && input.orderType !== 3
      ? { triggerPrice, triggerBy: input.triggerBy ?? 'last' }
      : {}),
    ...(callbackBp !== null
      ? {
          callbackBp,
          triggerBy: input.triggerBy ?? 'last',
          ...(input.activationPrice !== undefined
            ? { activationPrice: ticksOf(config, input.activationPrice, 'activationPrice') }
            : {}),
        }
      : {}),
    ...(tp ? { tp } : {}),
    ...(sl ? { sl } : {}),
    ...(input.clientOrderId !== undefined ? { clientOrderId: input.clientOrderId } : {}),
  };
}

/**
 * `future/order/place`: the order as it stands once its command is durable (resting, filled,
 * or cancelled by its time in force). A client order id used before answers with the first order
 * (`duplicate: true`) and places nothing.
 */
export async function placeOrder(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: PlaceOrderInput,
  findOrder: (userId: number, orderId: number) => Promise<Record<string, unknown> | undefined>,
) {
  const h = requireEngine(host);
  const command = placeOrderCommand(h, userId, now(), input);
  const applied = await applyCommand(h, command);
  const orderId = applied.orderId;
  const config = h.config(input.contractId);
  if (orderId === undefined || !config) throw refusal(ErrorCode.Failure);
  if (applied.duplicate) {
    const open = userOpenOrder(h.state, userId, orderId);
    const first = open
      ? orderWire(h.config(open.contractId) ?? config, open)
      : await findOrder(userId, orderId);
    return {
      ...(first ?? { orderId, clientOrderId: input.clientOrderId ?? null }),
      duplicate: true,
    };
  }
  const view = lastOrderView(applied);
  if (!view) throw refusal(ErrorCode.Failure);
  return { ...orderWire(config, view), duplicate: false };
}
