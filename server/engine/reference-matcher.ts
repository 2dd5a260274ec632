/**
 * Deliberately simple matcher used only by tests to check the fast order book: one flat array of
 * resting orders, scanned in full for every match. Same rules: price-time priority, fills at the
 * maker's price, self-trade prevention cancels the taker's rest.
 */

export interface ReferenceOrder {
  id: number;
  userId: number;
  side: 0 | 1;
  price: number;
  remaining: number;
  seq: number;
}

export interface ReferenceFill {
  makerId: number;
  qty: number;
  price: number;
}

export class ReferenceMatcher {
  private resting: ReferenceOrder[] = [];
  private seq = 0;

  place(
    id: number,
    userId: number,
    side: 0 | 1,
    limit: number,
    qty: number,
    rest: boolean,
  ): { fills: ReferenceFill[]; remaining: number; selfTrade: boolean } {
    const fills: ReferenceFill[] = [];
    let left = qty;
    let selfTrade = false;
    while (left > 0) {
      let best: ReferenceOrder | undefined;
      for (const o of this.resting) {
        if (o.side === side) continue;
        if (side === 0 ? o.price > limit : o.price < limit) continue;
        if (
          best === undefined ||
          (side === 0 ? o.price < best.price : o.price > best.price) ||
          (o.price === best.price && o.seq < best.seq)
        ) {
          best = o;
        }
      }
      if (best === undefined) break;
      if (best.userId === userId) {
        selfTrade = true;
        break;
      }
      const q = Math.min(left, best.remaining);
      best.remaining -= q;
      left -= q;
      fills.push({ makerId: best.id, qty: q, price: best.price });
      if (best.remaining === 0) this.resting = this.resting.filter((o) => o !== best);
    }
    if (rest && left > 0 && !selfTrade) {
      this.resting.push({ id, userId, side, price: limit, remaining: left, seq: this.seq++ });
    }
    return { fills, remaining: left, selfTrade };
  }

  /** Rests an order as is (no matching). */
  add(id: number, userId: number, side: 0 | 1, price: number, qty: number): void {
    this.resting.push({ id, userId, side, price, remaining: qty, seq: this.seq++ });
  }

  /** The order a taker would meet next within its limit (best price, then earliest), if any. */
  best(takerSide: 0 | 1, limit: number): ReferenceOrder | undefined {
    let best: ReferenceOrder | undefined;
    for (const o of this.resting) {
      if (o.side === takerSide) continue;
      if (takerSide === 0 ? o.price > limit : o.price < limit) continue;
      if (
        best === undefined ||
        (takerSide === 0 ? o.price < best.price : o.price > best.price) ||
        (o.price === best.price && o.seq < best.seq)
      ) {
        best = o;
      }
    }
    return best;
  }

  fill(id: number, qty: number): void {
    const o = this.resting.find((r) => r.id === id);
    if (o === undefined) throw new Error(`reference: no order ${id}`);
    o.remaining -= qty;
    if (o.remaining <= 0) this.resting = this.resting.filter((r) => r !== o);
  }

  /** Lowers an order's remaining quantity in place (removes it at 0). */
  reduce(id: number, remaining: number): void {
    const o = this.resting.find((r) => r.id === id);
    if (o === undefined) return;
    if (remaining <= 0) this.resting = this.resting.filter((r) => r !== o);
    else if (remaining < o.remaining) o.remaining = remaining;
  }

  cancel(id: number): number {
    const o = this.resting.find((r) => r.id === id);
    if (o === undefined) return 0;
    this.resting = this.resting.filter((r) => r !== o);
    return o.remaining;
  }

  /** Aggregated levels, best first. */
  depth(side: 0 | 1): Array<[number, number]> {
    const m = new Map<number, number>();
    for (const o of this.resting)
      if (o.side === side) m.set(o.price, (m.get(o.price) ?? 0) + o.remaining);
    return [...m.entries()].sort((a, b) => (side === 0 ? b[0] - a[0] : a[0] - b[0]));
  }
}
