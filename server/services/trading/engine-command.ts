import { ErrorCode, type Command, type EngineEvent, type OrderView } from '../../engine';
import type { EngineHost } from '../exchange/engine-host';
import { engineUnavailable, refusal, requireEngine } from './trading-error';

export interface AppliedResult {
  orderId?: number;
  /** The client order id was used before: `orderId` is the first order's and nothing changed. */
  duplicate?: true;
  events: EngineEvent[];
}

/**
 * Applies a command and answers only once it is durable (the journal holds it): a client that got
 * a success can never lose it to a crash. A refusal throws the command's code.
 */
export async function applyCommand(
  host: EngineHost | undefined,
  command: Command,
): Promise<AppliedResult> {
  const applied = requireEngine(host).submit(command);
  if (!applied) throw engineUnavailable();
  await applied.durable;
  const { result } = applied;
  if (!result.ok) throw refusal(result.code === ErrorCode.Ok ? ErrorCode.Failure : result.code);
  return {
    events: result.events,
    ...(result.orderId === undefined ? {} : { orderId: result.orderId }),
    ...(result.duplicate ? { duplicate: true as const } : {}),
  };
}

/** The order as its command left it: its last order event (a market order may be filled and gone). */
export function lastOrderView(applied: AppliedResult): OrderView | undefined {
  let last: OrderView | undefined;
  for (const e of applied.events)
    if (e.type === 'order' && e.order.orderId === applied.orderId) last = e.order;
  return last;
}
