import {
  ErrorCode,
  OrderStatus,
  type Command,
  type EngineEvent,
  type OrderView,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { engineUnavailable, refusal, requireEngine } from './trading-error';

export interface AppliedResult {
  orderId?: number;
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
  if (!result.ok) throw refusal(result.code === ErrorCode.Ok ? ErrorCode.Failure : result.code);
  if (showsInHistories(command, result.events)) await h.historyWritten(seq, HISTORY_WAIT_MS);
  return {
    events: result.events,
    ...(result.orderId === undefined ? {} : { orderId: result.orderId }),
    ...(result.duplicate ? { duplicate: true as const } : {}),
  };
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
