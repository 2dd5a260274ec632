import type { OutboundFrame } from './batched-delivery';

/**
 * Coalesces high-frequency pushes per room: a "latest" item (order book snapshot, open candle) is
 * replaced by newer ones, a "batch" item (trades) accumulates, and at most one frame per room
 * leaves every `intervalMs` (100 ms: at most ten depth frames a second per contract). A room that
 * sent nothing during the last interval sends at once (on the next macrotask, so pushes of the
 * same tick share a frame); otherwise it waits for its own interval to end, so coalescing adds
 * at most one interval of delay and rooms do not hold each other back. Every room due at the same
 * moment leaves in one `deliver` call, so the delivery can write each socket once per flush.
 */
export type Deliver = (frames: OutboundFrame[]) => void;

interface Pending {
  event: string;
  latest?: unknown;
  batch?: unknown[];
  wrap: (data: unknown) => unknown;
}

export class CoalescingPublisher {
  private readonly pending = new Map<string, Pending>();
  private readonly lastSent = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private timerDue = Infinity;
  framesSent = 0;

  constructor(
    private readonly deliver: Deliver,
    private readonly intervalMs = 100,
  ) {}

  /** Keeps only the newest `data` for the room until the next flush. */
  latest(room: string, event: string, data: unknown, wrap: (data: unknown) => unknown): void {
    this.pending.set(room, { event, latest: data, wrap });
    this.schedule(room);
  }

  /** Appends `items` to the room's batch; the flush sends them as one array. */
  append(
    room: string,
    event: string,
    items: readonly unknown[],
    wrap: (data: unknown) => unknown,
  ): void {
    const current = this.pending.get(room);
    if (current?.batch) current.batch.push(...items);
    else this.pending.set(room, { event, batch: [...items], wrap });
    this.schedule(room);
  }

  /** Sends every pending frame whose room is due (all of them when `force`). */
  flush(force = true): void {
    this.clearTimer();
    const now = Date.now();
    let nextDue = Infinity;
    const frames: OutboundFrame[] = [];
    for (const [room, item] of [...this.pending]) {
      const due = this.dueAt(room);
      if (!force && due > now) {
        nextDue = Math.min(nextDue, due);
        continue;
      }
      this.pending.delete(room);
      this.lastSent.set(room, now);
      frames.push({ room, event: item.event, payload: item.wrap(item.batch ?? item.latest) });
    }
    this.framesSent += frames.length;
    if (frames.length > 0) this.deliver(frames);
    if (nextDue < Infinity) this.arm(nextDue);
  }

  stop(): void {
    this.clearTimer();
    this.pending.clear();
  }

  private dueAt(room: string): number {
    return (this.lastSent.get(room) ?? -Infinity) + this.intervalMs;
  }

  private schedule(room: string): void {
    this.arm(Math.max(Date.now(), this.dueAt(room)));
  }

  private arm(due: number): void {
    if (this.timer && this.timerDue <= due) return;
    this.clearTimer();
    this.timerDue = due;
    this.timer = setTimeout(() => this.flush(false), Math.max(0, due - Date.now()));
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerDue = Infinity;
  }
}
