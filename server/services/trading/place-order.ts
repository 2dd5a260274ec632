import type { WireOrder } from '../../../lib/contract/wire/match';
import type { WirePlacedOrder } from '../../../lib/contract/wire/trading';
import { type z } from 'zod';
import {
  ErrorCode,
  usdt,
  userOpenOrder,
  type ContractConfig,
  type PlaceOrderCommand,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { orderWire } from '../../engine-runtime/wire';
import { listedContract } from './account-service';
import { wirePlaceOrderInputSchema } from '../../../lib/contract/wire/trading-schemas';
import { applyCommand, HISTORY_WAIT_MS, lastOrderView } from './engine-command';
import { lotsOf, ticksOf, tpSlSpec } from './order-units';
import { invalidInput, refusal, requireEngine } from './trading-error';
import type { TradingIntent } from './trading-gate';
import { lotsForQuote } from '../../../lib/contract/risk';
import { callbackBpOfPercent } from '../../../lib/contract/trailing-stop';

/** future/order/place: the contract's body (lib/contract/wire/trading-schemas), on a listed contract. */
export const placeOrderInput = wirePlaceOrderInputSchema.check(listedContract);

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
  findOrder: (userId: number, orderId: number) => Promise<WireOrder | undefined>,
): Promise<WirePlacedOrder> {
  const h = requireEngine(host);
  const command = placeOrderCommand(h, userId, now(), input);
  const applied = await applyCommand(h, command);
  const orderId = applied.orderId;
  const config = h.config(input.contractId);
  if (orderId === undefined || !config) throw refusal(ErrorCode.Failure);
  if (applied.duplicate) {
    const open = userOpenOrder(h.state, userId, orderId);
    if (open) return { ...orderWire(h.config(open.contractId) ?? config, open), duplicate: true };
    // A finished first order is read from the history, which holds every command answered so far
    // (applyCommand waits for it); should its row still be on its way, wait for it once more. Not
    // found even then: a failure, never a half order. The caller's retry with the same client
    // order id still places nothing and answers the first order once its row is there.
    const first =
      (await findOrder(userId, orderId)) ??
      ((await h.historyWritten(h.seq, HISTORY_WAIT_MS))
        ? await findOrder(userId, orderId)
        : undefined);
    if (!first) throw refusal(ErrorCode.Failure);
    return { ...first, duplicate: true };
  }
  const view = lastOrderView(applied);
  if (!view) throw refusal(ErrorCode.Failure);
  return { ...orderWire(config, view), duplicate: false };
}
