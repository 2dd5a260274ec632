/**
 * Coalesces high-frequency pushes per room: a "latest" item (order book snapshot, open candle) is
 * replaced by newer ones, a "batch" item (trades) accumulates, and at most one frame per room
 * leaves every `intervalMs` (100 ms: at most ten depth frames a second per contract).
 */
export type Emit = (room: string, event: string, payload: unknown) => void;

interface Pending {
  event: string;
  latest?: unknown;
  batch?: unknown[];
  wrap: (data: unknown) => unknown;
}

export class CoalescingPublisher {
  private readonly pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  framesSent = 0;

  constructor(
    private readonly emit: Emit,
    private readonly intervalMs = 100,
  ) {}

  /** Keeps only the newest `data` for the room until the next flush. */
  latest(room: string, event: string, data: unknown, wrap: (data: unknown) => unknown): void {
    this.pending.set(room, { event, latest: data, wrap });
    this.schedule();
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
    this.schedule();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const entries = [...this.pending];
    this.pending.clear();
    for (const [room, item] of entries) {
      this.framesSent += 1;
      this.emit(room, item.event, item.wrap(item.batch ?? item.latest));
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.intervalMs);
    this.timer.unref();
  }
}
