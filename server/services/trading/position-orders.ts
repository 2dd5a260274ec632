import type { WireCloseAllAnswer, WireOrderListAnswer } from '../../../lib/contract/wire/trading';
import { type z } from 'zod';
import {
  ErrorCode,
  userPositions,
  type AccountType,
  type OrderView,
  type PlaceOrderCommand,
  type PositionView,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import type { WireCloseRefusal, WireOrder } from '../../../lib/contract/wire/match';
import { orderWire } from '../../engine-runtime/wire';
import { listedContract } from './account-service';
import { wireClosePositionInputSchema } from '../../../lib/contract/wire/trading-schemas';
import { applyCommand, lastOrderView } from './engine-command';
import { contractScopeInput, ownPosition, positionRefInput, type Leg } from './position-input';
import { contractConfig, lotsOf, ticksOf } from './order-units';
import { refusal, requireEngine, TradingError } from './trading-error';

/**
 * `future/position/close`, `closeAll` and `reverse`: orders the engine places for a position.
 * Closing is a reduce-only order (hedge: closeLong / closeShort; one-way: buy / sell reduce-only),
 * so it can never open or grow a position; the engine trims it to what is left to close.
 */

/** The order a close or reverse placed, as the contract's row (an applied order always has one). */
function orderAnswer(h: EngineHost, order: OrderView | undefined): WireOrder {
  const config = order ? h.config(order.contractId) : undefined;
  if (!order || !config) throw refusal(ErrorCode.Failure);
  return orderWire(config, order);
}

function closing(
  ts: number,
  userId: number,
  position: PositionView,
  leg: Leg,
  qty: number,
  price?: number,
): PlaceOrderCommand {
  const long = position.side === 1;
  return {
    kind: 'placeOrder',
    ts,
    userId,
    accountType: position.accountType,
    contractId: position.contractId,
    type: price === undefined ? 3 : 1,
    side: leg === 'net' ? (long ? 'sell' : 'buy') : long ? 'closeLong' : 'closeShort',
    qty,
    reduceOnly: true,
    ...(price === undefined ? {} : { price, tif: 'GTC' as const }),
  };
}

function legOf(position: PositionView): Leg {
  return position.hedge ? (position.side === 1 ? 'long' : 'short') : 'net';
}

export const closePositionInput = wireClosePositionInputSchema.check(listedContract);

/**
 * Closes the position, or `quantity` of it, at market or at a limit `price` (a limit close rests
 * GTC until it fills). A quantity above the size closes the whole position. Answers the order.
 */
export async function closePosition(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof closePositionInput>,
) {
  const h = requireEngine(host);
  const config = contractConfig(h, input.contractId);
  const qty = input.quantity === undefined ? undefined : lotsOf(config, input.quantity, 'quantity');
  const price = input.price === undefined ? undefined : ticksOf(config, input.price, 'price');
  const { position, leg } = ownPosition(h, userId, input);
  const applied = await applyCommand(
    h,
    closing(now(), userId, position, leg, qty ?? Math.abs(position.size), price),
  );
  return orderAnswer(h, lastOrderView(applied));
}

export const closeAllInput = contractScopeInput;

/**
 * Closes every open position of the caller (of one contract / account type) at market. Each close
 * is its own order: the answer lists those placed and, apart, the positions whose close the
 * engine refused (with its code); when every one was refused, the first refusal is the answer.
 */
export async function closeAllPositions(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  filter: { contractId?: number | undefined; accountType?: AccountType | undefined },
): Promise<WireCloseAllAnswer> {
  const h = requireEngine(host);
  const positions = userPositions(h.state, userId, filter.accountType).filter(
    (p) => filter.contractId === undefined || p.contractId === filter.contractId,
  );
  if (positions.length === 0) throw new TradingError(ErrorCode.Failure, 'No positions to close');
  const ts = now();
  // applyCommand submits at once and then awaits: every close is placed before any is awaited.
  const settled = await Promise.allSettled(
    positions.map((p) => applyCommand(h, closing(ts, userId, p, legOf(p), Math.abs(p.size)))),
  );
  const list = [];
  const refused: WireCloseRefusal[] = [];
  let firstRefusal: unknown;
  for (const [i, outcome] of settled.entries()) {
    const position = positions[i];
    if (!position) continue;
    if (outcome.status === 'fulfilled') {
      list.push(orderAnswer(h, lastOrderView(outcome.value)));
      continue;
    }
    firstRefusal ??= outcome.reason;
    if (!(outcome.reason instanceof TradingError)) throw outcome.reason;
    refused.push({
      positionId: position.positionId,
      contractId: position.contractId,
      accountType: position.accountType,
      // userPositions lists open positions only: long or short, never 0.
      side: position.side === -1 ? -1 : 1,
      code: outcome.reason.code,
      message: outcome.reason.message,
    });
  }
  if (list.length === 0) throw firstRefusal;
  return { list, refused };
}

export const reversePositionInput = positionRefInput;

/**
 * Turns the position around at market: the same size in the other direction.
 * One-way mode: one market order of twice the size, so it happens whole or not at all (a refusal
 * changes nothing; a thin book may fill only part of it, like any market order).
 * Hedge mode: the leg is closed, then the other leg opened with what the close filled, once the
 * close is durable. If the engine refuses the opening, the close stands: the answer is the opening's
 * code, a message saying the position was closed but not reversed, and `data.list` with the close.
 */
export async function reversePosition(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof reversePositionInput>,
): Promise<WireOrderListAnswer> {
  const h = requireEngine(host);
  const { position, leg } = ownPosition(h, userId, input);
  const ts = now();
  const size = Math.abs(position.size);
  const long = position.side === 1;
  const order = (side: PlaceOrderCommand['side'], qty: number): PlaceOrderCommand => ({
    kind: 'placeOrder',
    ts,
    userId,
    accountType: position.accountType,
    contractId: position.contractId,
    type: 3,
    side,
    qty,
  });
  if (leg === 'net') {
    const whole = await applyCommand(h, order(long ? 'sell' : 'buy', 2 * size));
    return { list: [orderAnswer(h, lastOrderView(whole))] };
  }
  const closed = lastOrderView(await applyCommand(h, closing(ts, userId, position, leg, size)));
  const filled = closed?.filledQty ?? 0;
  let opening: TradingError = refusal(ErrorCode.NoCounterparty);
  if (filled > 0) {
    try {
      const opened = await applyCommand(h, order(long ? 'openShort' : 'openLong', filled));
      return { list: [orderAnswer(h, closed), orderAnswer(h, lastOrderView(opened))] };
    } catch (error) {
      if (!(error instanceof TradingError)) throw error;
      opening = error;
    }
  }
  const [was, other] = long ? ['long', 'short'] : ['short', 'long'];
  throw new TradingError(
    opening.code,
    `the ${was} position was closed but the ${other} one was not opened: ${opening.message}`,
    { list: [orderAnswer(h, closed)] },
  );
}
