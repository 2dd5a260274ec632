import type { OrderSide, PositionView } from '../engine';

/**
 * What each fill realized, for the trade history. The engine's events carry no per-fill PnL (a
 * command's position views come once, after all its fills), so this replays the engine's fill rule
 * (`applyFill` in engine/positions.ts) on the positions it has seen: a reducing fill of r of the
 * position's |size| lots at price p takes c = cost × r / |size| (cut toward zero) of the cost and
 * realizes sign × r × p × value − c; an opening fill adds its lots × price × value to the cost.
 *
 * A figure is kept only when it is exact: at the end of the command each position slot's replayed
 * size, cost and realized PnL must equal what the engine's views say. A slot is replayed from the
 * last view of it, or of the position in it (the projection's tracks, read back from SQL after a
 * restart), or from empty when every position it shows was opened in this command. Anything else
 * (a position not followed, an ADL or takeover in the same command as a fill) leaves null.
 */

/** The order side of one fill: whose position and which way. */
export interface FillSide {
  userId: number;
  accountType: number;
  contractId: number;
  side: OrderSide;
}

/** One position view of the command, with what the projection knew of the position before it. */
export interface SlotView {
  key: string;
  view: PositionView;
  /**
   * The position before this command (its last view: size, cost, realized PnL); 'new' for a
   * position opened in this command; undefined when not known (a position not followed).
   */
  before: PositionBefore | 'new' | undefined;
}

export interface PositionBefore {
  size: number;
  cost: bigint;
  realized: bigint;
}

interface Slot {
  size: number;
  cost: bigint;
}

interface Fill {
  index: number;
  buy: boolean;
  lots: number;
  price: number;
  valuePerLotTick: bigint;
}

const LEG: Record<OrderSide, string> = {
  openLong: 'long',
  closeLong: 'long',
  openShort: 'short',
  closeShort: 'short',
  buy: 'net',
  sell: 'net',
};
const BUYS: ReadonlySet<OrderSide> = new Set(['openLong', 'closeShort', 'buy']);

/** The engine's position slot of an order: account, contract and leg. */
export function slotOfOrder(o: FillSide): string {
  return `${o.userId}:${o.accountType}:${o.contractId}:${LEG[o.side]}`;
}

/** The slot of a position view; a closed hedge leg (side 0) keeps the direction it had. */
export function slotOfView(view: PositionView, direction: 1 | 2): string {
  const long = view.side === 0 ? direction === 1 : view.side === 1;
  const leg = !view.hedge ? 'net' : long ? 'long' : 'short';
  return `${view.userId}:${view.accountType}:${view.contractId}:${leg}`;
}

/** The engine's fill rule on `s` (changed in place); answers what the fill realized. */
function book(s: Slot, f: Fill): bigint {
  const dir = f.buy ? 1 : -1;
  let open = f.lots;
  let realized = 0n;
  if (s.size !== 0 && Math.sign(s.size) !== dir) {
    const before = Math.abs(s.size);
    const r = Math.min(f.lots, before);
    open = f.lots - r;
    const cr = (s.cost * BigInt(r)) / BigInt(before);
    const sign = s.size > 0 ? 1n : -1n;
    realized = sign * BigInt(r) * BigInt(f.price) * f.valuePerLotTick - cr;
    s.cost -= cr;
    s.size -= Number(sign) * r;
  }
  if (open > 0) {
    s.size += dir * open;
    s.cost += BigInt(dir * open) * BigInt(f.price) * f.valuePerLotTick;
  }
  return realized;
}

export class FillPnl {
  /** Each slot as the last view of its position left it (size 0: empty). */
  private readonly slots = new Map<string, Slot>();
  private fills = new Map<string, Fill[]>();
  private count = 0;

  /** Notes one side of a fill in the running command; returns its index in `finish`'s answer. */
  fill(order: FillSide, lots: number, price: number, valuePerLotTick: bigint): number {
    const key = slotOfOrder(order);
    const fill = { index: this.count++, buy: BUYS.has(order.side), lots, price, valuePerLotTick };
    const list = this.fills.get(key);
    if (list) list.push(fill);
    else this.fills.set(key, [fill]);
    return fill.index;
  }

  /**
   * Ends the command with its position views (in event order): answers each fill's realized PnL
   * (null when not exact) and learns every viewed slot.
   */
  finish(views: readonly SlotView[]): (bigint | null)[] {
    const results: (bigint | null)[] = new Array<bigint | null>(this.count).fill(null);
    const byKey = new Map<string, SlotView[]>();
    for (const v of views) {
      const list = byKey.get(v.key);
      if (list) list.push(v);
      else byKey.set(v.key, [v]);
    }
    for (const [key, fills] of this.fills) {
      const seen = byKey.get(key) ?? [];
      const last = seen[seen.length - 1]?.view;
      let change: bigint | null = last ? 0n : null;
      for (const v of seen) {
        if (change === null) break;
        if (v.before === 'new') change += v.view.realizedPnl;
        else if (v.before !== undefined) change += v.view.realizedPnl - v.before.realized;
        else change = null;
      }
      const start = this.start(key, seen);
      if (start && last && change !== null) {
        const realized = fills.map((f) => book(start, f));
        const total = realized.reduce((sum, r) => sum + r, 0n);
        if (start.size === last.size && start.cost === last.cost && total === change) {
          fills.forEach((f, i) => (results[f.index] = realized[i] ?? null));
          continue;
        }
      }
    }
    for (const [key, seen] of byKey) {
      const last = seen[seen.length - 1]?.view;
      if (last) this.slots.set(key, { size: last.size, cost: last.cost });
    }
    this.fills = new Map();
    this.count = 0;
    return results;
  }

  /**
   * A slot at the start of the command: as its last view left it; else as the last view of the
   * position that was in it (the first one its fills touched, so the first view); else empty when
   * every position it shows was opened in this command; else unknown.
   */
  private start(key: string, seen: readonly SlotView[]): Slot | undefined {
    const known = this.slots.get(key);
    if (known) return { ...known };
    const first = seen[0]?.before;
    if (first && first !== 'new') return { size: first.size, cost: first.cost };
    if (seen.length > 0 && seen.every((v) => v.before === 'new')) return { size: 0, cost: 0n };
    return undefined;
  }
}
