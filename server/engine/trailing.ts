/**
 * Trailing stops: a conditional market order (type 4) whose trigger price the engine keeps.
 * A sell follows the highest watched price (last or mark, as the order says) since activation and
 * fires when the price falls the callback rate below it; a buy follows the lowest and fires when
 * the price rises the callback rate above it (lib/contract/trailing-stop.ts has the rules).
 *
 * The trail lives in the order (`trailing`: activation price, callback rate, extreme), so a
 * snapshot holds it; between snapshots it follows from the journal, since every price the engine
 * watches (a `setPrices` mark, a trade's last price) comes from a journalled command and the trail
 * moves only in `processTriggers`, the same way on replay as the first time.
 */
import type { EngineState, OrderState } from './state';
import type { ErrorCodeValue, PlaceOrderCommand } from './types';
import { BUY } from './order-book';
import { emitOrder } from './order-state';
import { ErrorCode } from './types';
import {
  isActivationAhead,
  isCallbackBp,
  trailingTriggerTicks,
} from '../../lib/contract/trailing-stop';

/** Whether a place-order command asks for a trailing stop. */
export function isTrailingCommand(cmd: PlaceOrderCommand): boolean {
  return cmd.callbackBp !== undefined || cmd.activationPrice !== undefined;
}

/**
 * Checks a trailing stop and sets up its trail, `watched` being the price it watches now (> 0).
 * Without an activation price the trail starts at once from `watched`. Refused: another type
 * than 4, a trigger price or a preset TP/SL of its own, a callback rate off the range or its step
 * (101010400); an activation price the watched price has already reached (1051).
 */
export function startTrail(o: OrderState, cmd: PlaceOrderCommand, watched: number): ErrorCodeValue {
  const { callbackBp, activationPrice } = cmd;
  if (
    cmd.type !== 4 ||
    cmd.triggerPrice !== undefined ||
    cmd.tp !== undefined ||
    cmd.sl !== undefined ||
    callbackBp === undefined ||
    !isCallbackBp(callbackBp)
  )
    return ErrorCode.Failure;
  const sell = o.bookSide !== BUY;
  if (
    activationPrice !== undefined &&
    !(
      Number.isSafeInteger(activationPrice) &&
      activationPrice > 0 &&
      isActivationAhead(activationPrice, watched, sell)
    )
  )
    return ErrorCode.UnreasonableTrigger;
  const extreme = activationPrice === undefined ? watched : 0;
  o.trailing = { callbackBp, activationPrice: activationPrice ?? 0, extreme };
  o.triggerPrice = extreme > 0 ? trailingTriggerTicks(extreme, callbackBp, sell) : 0;
  // A sell fires as the price falls to its trigger, a buy as it rises to it.
  o.triggerAbove = !sell;
  return ErrorCode.Ok;
}

/**
 * Moves a trailing stop's trail to the watched price: activates it when the price reaches the
 * activation price, then keeps the extreme and the trigger price that follows from it. The order
 * is emitted (3016) when it activates or its trigger price moves.
 */
export function followTrail(state: EngineState, o: OrderState, watched: number): void {
  const trail = o.trailing;
  if (trail === undefined || watched <= 0) return;
  const sell = o.bookSide !== BUY;
  if (trail.extreme === 0) {
    if (sell ? watched < trail.activationPrice : watched > trail.activationPrice) return;
  } else if (sell ? watched <= trail.extreme : watched >= trail.extreme) return;
  o.trailing = { ...trail, extreme: watched };
  const trigger = trailingTriggerTicks(watched, trail.callbackBp, sell);
  if (trigger === o.triggerPrice) return;
  o.triggerPrice = trigger;
  emitOrder(state, o);
}
