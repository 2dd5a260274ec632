import type { TradeTick } from '../types';

/**
 * The one order of public trades, newest first: by the engine's sequence (`tradeId`), which rises
 * with every fill, and by time only when a trade has no sequence (another feed). The time alone
 * cannot order them: the fills of one taker order share the millisecond, and the server lists
 * them oldest first.
 */
export function compareTradesNewestFirst(a: TradeTick, b: TradeTick): number {
  if (a.tradeId !== undefined && b.tradeId !== undefined) return b.tradeId - a.tradeId;
  return b.time - a.time;
}

/**
 * `incoming` merged into `existing` (newest first, as kept in the store), newest first and at
 * most `cap` long. A late message of older trades slots them in below the newer ones, so the
 * head, the latest trade, never moves back; a trade delivered again (same sequence) is listed
 * once. Trades without a sequence that tie on time count the later arrival as newer.
 *
 * `existing` is changed in place only when `mayMutate` (the caller made it in this batch);
 * otherwise a new list comes back. Returns `existing` itself when nothing new came.
 */
export function mergeTrades(
  existing: TradeTick[],
  incoming: readonly TradeTick[],
  cap: number,
  mayMutate = false,
): TradeTick[] {
  // Reversed first: within one message the later trade counts as newer on a tie (sort is stable).
  const sorted = incoming.slice().reverse().sort(compareTradesNewestFirst);
  const fresh = sorted.filter(
    (trade, i) => trade.tradeId === undefined || trade.tradeId !== sorted[i - 1]?.tradeId,
  );
  const head = existing[0];
  const oldestFresh = fresh.at(-1);
  if (oldestFresh === undefined) return existing;
  // The usual case: everything in the message is newer than what is listed.
  if (head === undefined || compareTradesNewestFirst(oldestFresh, head) < 0) {
    const merged = mayMutate ? existing : existing.slice(0, Math.max(0, cap - fresh.length));
    merged.unshift(...fresh);
    if (merged.length > cap) merged.length = cap;
    return merged;
  }
  const listed = new Set<number>();
  for (const trade of existing) if (trade.tradeId !== undefined) listed.add(trade.tradeId);
  const late = fresh.filter((trade) => trade.tradeId === undefined || !listed.has(trade.tradeId));
  if (late.length === 0) return existing;
  const merged: TradeTick[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < cap && (i < late.length || j < existing.length)) {
    const next = late[i];
    const old = existing[j];
    if (next !== undefined && (old === undefined || compareTradesNewestFirst(next, old) <= 0)) {
      merged.push(next);
      i += 1;
    } else if (old !== undefined) {
      merged.push(old);
      j += 1;
    }
  }
  return merged;
}
