/**
 * A batch of limit orders placed all or none (a scaled order), and cancelling a batch as a group.
 *
 * Every order goes through the checks a single order goes through (`checkPlaceCommand`,
 * `checkOrder`) against the state the orders before it would leave: while the batch is checked,
 * each passed order is held as open (its margin frozen, its quantity counted against the leverage
 * tier) without touching the book. Only when all pass are they entered, in the command's order;
 * entering never refuses (the batch is GTC or post-only, one side: its orders never meet each
 * other, and post-only was checked against the other side's best price, which entering one of
 * them does not move). A refusal undoes the holds and the order ids: nothing changes.
 */
import type { AccountState, ContractState, EngineState, OrderState } from './state';
import type {
  CancelGroupCommand,
  ErrorCodeValue,
  PlaceBatchCommand,
  PlaceOrderCommand,
} from './types';
import { userAccounts } from './state';
import { checkOrder, checkPlaceCommand, enterOrder, newOrder } from './orders';
import { finishOrder, frozenFor } from './order-state';
import { ErrorCode, OrderStatus } from './types';
import { ORDER_BATCH_MAX, ORDER_BATCH_MIN } from '../../lib/contract/order-batch';

export interface BatchOutcome {
  code: ErrorCodeValue;
  orderIds?: number[];
  /** The refused order (0-based). */
  index?: number;
}

/** The single place command of the batch's `index`-th order. */
function orderCommand(cmd: PlaceBatchCommand, index: number): PlaceOrderCommand {
  const item = cmd.orders[index];
  return {
    kind: 'placeOrder',
    ts: cmd.ts,
    userId: cmd.userId,
    accountType: cmd.accountType,
    contractId: cmd.contractId,
    type: 1,
    side: cmd.side,
    qty: item?.qty ?? 0,
    price: item?.price ?? 0,
    tif: cmd.tif ?? 'GTC',
    ...(cmd.reduceOnly !== undefined ? { reduceOnly: cmd.reduceOnly } : {}),
  };
}

/** Takes back the holds of the checked orders. */
function release(state: EngineState, a: AccountState, held: readonly OrderState[]): void {
  for (const o of held) {
    a.frozen -= o.frozen;
    o.frozen = 0n;
    a.orders.delete(o.id);
    state.orders.delete(o.id);
  }
}

/**
 * A reduce-only order of the batch closes what the orders before it leave of the position: entered
 * one after another, they could all fill, and together they must not turn the position over. Cut
 * to what is left, refused (1012, as a reduce-only order without a position) when nothing is.
 */
function cutToWhatIsLeft(
  state: EngineState,
  c: ContractState,
  a: AccountState,
  o: OrderState,
  held: readonly OrderState[],
): ErrorCodeValue {
  const size = Math.abs(state.findPosition(a, c.config.contractId, o.leg)?.size ?? 0);
  let left = size;
  for (const h of held) if (h.reduceOnly && h.leg === o.leg) left -= h.qty - h.filled;
  if (left <= 0) return ErrorCode.InvalidDirection;
  if (o.qty - o.filled > left) o.qty = o.filled + left;
  return ErrorCode.Ok;
}

export function placeBatch(state: EngineState, cmd: PlaceBatchCommand): BatchOutcome {
  const n = Array.isArray(cmd.orders) ? cmd.orders.length : 0;
  if (n < ORDER_BATCH_MIN || n > ORDER_BATCH_MAX) return { code: ErrorCode.Failure };
  if (cmd.tif !== undefined && cmd.tif !== 'GTC' && cmd.tif !== 'postOnly')
    return { code: ErrorCode.Failure };
  const firstId = state.nextOrderId;
  const held: OrderState[] = [];
  let c: ContractState | undefined;
  let a: AccountState | undefined;
  for (let index = 0; index < n; index++) {
    const place = orderCommand(cmd, index);
    const checked = checkPlaceCommand(state, place);
    let code = checked.code;
    let o: OrderState | undefined;
    if (code === ErrorCode.Ok && checked.c !== undefined && checked.a !== undefined) {
      c = checked.c;
      a = checked.a;
      o = newOrder(state, a, place);
      o.groupId = firstId;
      code = checkOrder(state, c, a, o);
      if (code === ErrorCode.Ok && o.reduceOnly) code = cutToWhatIsLeft(state, c, a, o, held);
    }
    if (code !== ErrorCode.Ok || o === undefined || c === undefined || a === undefined) {
      if (a !== undefined) release(state, a, held);
      state.nextOrderId = firstId;
      return { code: code === ErrorCode.Ok ? ErrorCode.Failure : code, index };
    }
    // Held as open for the next order's checks: margin frozen, quantity on the tier.
    o.frozen = frozenFor(c, o, o.qty - o.filled);
    a.frozen += o.frozen;
    state.orders.set(o.id, o);
    a.orders.add(o.id);
    held.push(o);
  }
  if (c === undefined || a === undefined) return { code: ErrorCode.Failure };
  release(state, a, held);
  for (const o of held) enterOrder(state, c, a, o);
  return { code: ErrorCode.Ok, orderIds: held.map((o) => o.id) };
}

/** Cancels the caller's open orders of the batch `groupId`; refused when none is open. */
export function cancelGroup(state: EngineState, cmd: CancelGroupCommand): ErrorCodeValue {
  if (!Number.isSafeInteger(cmd.groupId) || cmd.groupId <= 0) return ErrorCode.Failure;
  const group: OrderState[] = [];
  for (const a of userAccounts(state, cmd.userId))
    for (const id of a.orders) {
      const o = state.orders.get(id);
      if (o !== undefined && o.groupId === cmd.groupId) group.push(o);
    }
  if (group.length === 0) return ErrorCode.Failure;
  group.sort((x, y) => x.id - y.id);
  for (const o of group) finishOrder(state, o, OrderStatus.Cancelled);
  return ErrorCode.Ok;
}
