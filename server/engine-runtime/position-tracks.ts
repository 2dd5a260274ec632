import { usdt, type PositionView } from '../engine';
import type { PositionHistoryRow } from '../db/history-writer';

/**
 * What the history projection knows of one position across its events, in the engine's integers:
 * the last view's signed size, cost and realized PnL, and what was opened and closed so far.
 */
export interface PositionTrack {
  /** Journal sequence of the newest event counted in. */
  seq: bigint;
  /** 1 long, 2 short (kept once the position is closed and the view's side is 0). */
  direction: 1 | 2;
  /** Signed lots (long > 0). */
  size: number;
  cost: bigint;
  realized: bigint;
  openedLots: number;
  /** Σ opened lots × fill price in ticks: the entry price average is this / openedLots. */
  openedLotTicks: bigint;
  closedLots: number;
  /** Σ closed lots × fill price in ticks: the close price average is this / closedLots. */
  closedLotTicks: bigint;
  lastClosedAt: number | null;
}

/**
 * The track after a position event. Every change of a position goes through the engine's fill
 * rule: an opening fill adds lots × price × value to the cost; a reducing fill of r lots at price
 * p takes its share c of the cost and realizes sign × r × p × value − c. So between two views of a
 * shrinking position, sign × (Δrealized − Δcost) = Σ r × p × value, exactly, however many fills
 * happened in between; likewise opening fills add sign × Σ lots × price × value to the cost. (A command in which one position both grew and shrank — an order of the
 * user triggered by a fill of another of its orders — shows only the net change; see
 * server/docs/storage.md, "Storage".)
 */
export function nextTrack(
  previous: PositionTrack | undefined,
  view: PositionView,
  seq: bigint,
  valuePerLotTick: bigint,
): PositionTrack {
  const before = previous ?? {
    seq: 0n,
    direction: view.side === -1 ? 2 : 1,
    size: 0,
    cost: 0n,
    realized: 0n,
    openedLots: 0,
    openedLotTicks: 0n,
    closedLots: 0,
    closedLotTicks: 0n,
    lastClosedAt: null,
  };
  const next: PositionTrack = {
    ...before,
    seq,
    size: view.size,
    cost: view.cost,
    realized: view.realizedPnl,
  };
  if (view.side !== 0) next.direction = view.side === -1 ? 2 : 1;
  const was = Math.abs(before.size);
  const now = Math.abs(view.size);
  if (now > was) {
    // Opening fills add sign × lots × price × value to the cost and realize nothing.
    const sign = view.size > 0 ? 1n : -1n;
    next.openedLots += now - was;
    next.openedLotTicks += (sign * (view.cost - before.cost)) / valuePerLotTick;
  } else if (now < was) {
    const sign = before.size > 0 ? 1n : -1n;
    const value = sign * (view.realizedPnl - before.realized - (view.cost - before.cost));
    next.closedLots += was - now;
    next.closedLotTicks += value / valuePerLotTick;
    next.lastClosedAt = view.updatedAt;
  }
  return next;
}

/** A track continued from its SQL row (rows written before migration 0002 carry none). */
export function trackFromRow(row: PositionHistoryRow): PositionTrack | undefined {
  const { openedLots, openedLotTicks, closedLots, closedLotTicks, remainingCost } = row;
  if (
    openedLots === null ||
    openedLots === undefined ||
    !openedLotTicks ||
    closedLots === null ||
    closedLots === undefined ||
    !closedLotTicks ||
    !remainingCost
  )
    return undefined;
  const direction = row.direction === 2 ? 2 : 1;
  return {
    seq: row.engineSeq,
    direction,
    size: (direction === 2 ? -1 : 1) * (openedLots - closedLots),
    cost: BigInt(remainingCost),
    realized: usdt(row.realizedPnl),
    openedLots,
    openedLotTicks: BigInt(openedLotTicks),
    closedLots,
    closedLotTicks: BigInt(closedLotTicks),
    lastClosedAt: row.lastClosedAt ?? null,
  };
}
