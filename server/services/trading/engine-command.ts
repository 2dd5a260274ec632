import { ERROR_REASON } from '../../../lib/contract/wire/error-codes';
import {
  ErrorCode,
  OrderStatus,
  formatUsdt,
  lotsToQuantity,
  type Command,
  type EngineEvent,
  type ErrorCodeValue,
  type OrderView,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { TradingError, engineUnavailable, refusal, requireEngine } from './trading-error';

export interface AppliedResult {
  orderId?: number;
  /** A batch's orders, in the command's order. */
  orderIds?: number[];
  /** The client order id was used before: `orderId` is the first order's and nothing changed. */
  duplicate?: true;
  events: EngineEvent[];
}

/**
 * How long an answer waits for the history rows of its command. Well below the edge's
 * TRADING_CALL_TIMEOUT_MS (5 s by default), so a slow database never turns a durable order's
 * answer into a 503.
 */
export const HISTORY_WAIT_MS = 2_000;

/**
 * Applies a command and answers only once it is durable (the journal holds it): a client that got
 * a success can never lose it to a crash. A refusal throws the command's code. A success is
 * answered once the history read model holds what the command did (at most HISTORY_WAIT_MS), so
 * the caller's next read of its trades, orders, positions, PnL or ledger includes it, whichever
 * process reads (the rows are in SQL, shared by every process).
 */
export async function applyCommand(
  host: EngineHost | undefined,
  command: Command,
): Promise<AppliedResult> {
  const h = requireEngine(host);
  const applied = h.submit(command);
  if (!applied) throw engineUnavailable();
  // The command's journal sequence: the engine's own right after applying it.
  const seq = h.seq;
  await applied.durable;
  const { result } = applied;
  if (!result.ok) {
    const code = result.code === ErrorCode.Ok ? ErrorCode.Failure : result.code;
    throw result.index === undefined
      ? engineRefusal(h, command, code)
      : batchRefusal(h, command, code, result.index);
  }
  if (showsInHistories(command, result.events)) await h.historyWritten(seq, HISTORY_WAIT_MS);
  return {
    events: result.events,
    ...(result.orderId === undefined ? {} : { orderId: result.orderId }),
    ...(result.orderIds === undefined ? {} : { orderIds: result.orderIds }),
    ...(result.duplicate ? { duplicate: true as const } : {}),
  };
}

/**
 * The engine answers a refusal with its code alone; the words that say what happened need the
 * contract's minimum order value, or which rule of a shared code refused: a placed order of a
 * bonus account on a contract that exists is refused 1034 only by "one position at a time" (an
 * unknown contract is refused before the engine, `placeOrderCommand`).
 */
function engineRefusal(host: EngineHost, command: Command, code: ErrorCodeValue): TradingError {
  if (command.kind !== 'placeOrder') return refusal(code);
  const config = host.config(command.contractId);
  if (code === ErrorCode.BelowMinimumValue && config) {
    const minValue = formatUsdt(config.minOrderValue);
    return refusal(code, `${minValue} USDT`, { minValue });
  }
  const bonus = command.accountType === 10 || command.accountType === 30;
  if (code === ErrorCode.NoPermission && bonus && config) {
    return new TradingError(
      code,
      'a bonus account holds one position at a time: close the position or cancel the order in the other contract first',
      { reason: ERROR_REASON.bonusOnePosition },
    );
  }
  return refusal(code);
}

/**
 * A batch refused for one of its orders: the code that order met, which order it is (`data.index`,
 * 0-based; "order 3 of 5" in the words) and the minimum it missed, when it missed one.
 */
function batchRefusal(
  host: EngineHost,
  command: Command,
  code: ErrorCodeValue,
  index: number,
): TradingError {
  if (command.kind !== 'placeBatch') return refusal(code);
  const which = `order ${index + 1} of ${command.orders.length}`;
  const config = host.config(command.contractId);
  if (code === ErrorCode.BelowMinimumValue && config) {
    const minValue = formatUsdt(config.minOrderValue);
    return refusal(code, `${which}, minimum ${minValue} USDT`, { index, minValue });
  }
  if (code === ErrorCode.BelowMinimum && config) {
    const minQuantity = lotsToQuantity(config, config.minOrderLots);
    return refusal(code, `${which}, minimum ${minQuantity}`, { index, minQuantity });
  }
  return refusal(code, which, { index });
}

/** Events no history read shows: an order still open is read from the engine, never from SQL. */
const ENGINE_ONLY: ReadonlySet<EngineEvent['type']> = new Set([
  'bookDelta',
  'balance',
  'positionConfig',
  'prices',
]);

/**
 * Whether a history read (trades, finished orders, positions, PnL, funding, liquidations, the
 * ledger) shows something of this command. A resting order alone does not, so placing one need
 * not wait for the read model; any event not known to be engine-only counts.
 */
function showsInHistories(command: Command, events: readonly EngineEvent[]): boolean {
  // The ledger row of a transfer or grant comes from the command (its events are balances).
  if (command.kind === 'transfer' || command.kind === 'grantBonus') return true;
  return events.some((e) =>
    e.type === 'order' ? e.order.orderStatus >= OrderStatus.Filled : !ENGINE_ONLY.has(e.type),
  );
}

/** The order as its command left it: its last order event (a market order may be filled and gone). */
export function lastOrderView(applied: AppliedResult): OrderView | undefined {
  let last: OrderView | undefined;
  for (const e of applied.events)
    if (e.type === 'order' && e.order.orderId === applied.orderId) last = e.order;
  return last;
}
