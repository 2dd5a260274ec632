import type { Logger } from '../logger';

export interface BatchWriterOptions<T> {
  name: string;
  /** Writes one batch; throwing keeps the batch for the next attempt. */
  write(rows: T[]): Promise<void>;
  /** When given, a newer row with the same key replaces the pending one (latest state wins). */
  key?: (row: T) => string;
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Pending rows beyond this are dropped with an error log rather than growing without bound. */
  maxPending?: number;
  log: Logger;
}

/**
 * Every accepted row gets the next stamp; a row that replaces a pending one of its key keeps the
 * older stamp, so "every stamp up to n is written" stays true of what a reader sees.
 */
interface Stamped<R> {
  row: R;
  stamp: number;
}

/**
 * Collects rows in memory and writes them in batches off the hot path, so the engine and the
 * market feed never wait on SQL. `flush()` drains everything (used at shutdown); `settled()` lets
 * one caller wait until the rows pushed so far are written (read-your-writes), writing them at
 * once instead of at the next interval.
 */
export class BatchWriter<T> {
  private pending: Stamped<T>[] = [];
  /** Latest row per key, or the function that builds it (see `pushDeferred`). */
  private keyed = new Map<string, Stamped<T | (() => T)>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private failures = 0;
  /** The stamp of the last row accepted. */
  private stamped = 0;
  /** The oldest stamp of the batch being written, if one is. */
  private inFlight: number | undefined;
  /** Callers of `settled()` and the stamp each waits for. */
  private waiters: { stamp: number; settle: (written: boolean) => void }[] = [];
  written = 0;

  constructor(private readonly options: BatchWriterOptions<T>) {}

  get size(): number {
    return this.pending.length + this.keyed.size;
  }

  push(row: T): void {
    if (!this.accepting()) return;
    if (this.options.key) this.setKeyed(this.options.key(row), row);
    else this.pending.push({ row, stamp: ++this.stamped });
    this.pushed();
  }

  /**
   * A keyed row built only when its batch is written: when a key changes several times before then
   * (an order placed and cancelled within a batch), only the last version is ever built. `build`
   * must give a row whose key is `key`, and must not depend on state that changes meanwhile.
   */
  pushDeferred(key: string, build: () => T): void {
    if (!this.options.key) throw new Error(`${this.options.name}: deferred rows need a key`);
    if (!this.accepting()) return;
    this.setKeyed(key, build);
    this.pushed();
  }

  private setKeyed(key: string, row: T | (() => T)): void {
    const stamp = ++this.stamped;
    this.keyed.set(key, { row, stamp: this.keyed.get(key)?.stamp ?? stamp });
  }

  /** The stamp of the last row accepted (see `settled`). */
  get lastStamp(): number {
    return this.stamped;
  }

  /**
   * Resolves once every row pushed before the call (or up to the stamp `upTo`) is written: true, or false at once when this
   * writer's last attempt failed (its retries back off; a caller should not wait for them). The
   * rows are written now rather than at the next interval; callers arriving while a batch is being
   * written share the next one.
   */
  settled(upTo = this.stamped): Promise<boolean> {
    if (this.size === 0 && this.inFlight === undefined) return Promise.resolve(true);
    if (this.failures > 0) return Promise.resolve(false);
    return new Promise<boolean>((settle) => {
      this.waiters.push({ stamp: upTo, settle });
      if (this.running) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      void this.drain();
    });
  }

  /** The stamp of the oldest row not yet written (Infinity when none). */
  private oldestUnwritten(): number {
    let oldest = Math.min(this.inFlight ?? Infinity, this.pending[0]?.stamp ?? Infinity);
    // Keyed rows keep their first stamp when replaced, so the map's order is not the stamps'.
    for (const { stamp } of this.keyed.values()) if (stamp < oldest) oldest = stamp;
    return oldest;
  }

  private settleWaiters(written: boolean): void {
    if (this.waiters.length === 0) return;
    if (!written) {
      for (const waiter of this.waiters.splice(0)) waiter.settle(false);
      return;
    }
    const oldest = this.oldestUnwritten();
    const done = this.waiters.filter((waiter) => waiter.stamp < oldest);
    if (done.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => waiter.stamp >= oldest);
    for (const waiter of done) waiter.settle(true);
  }

  private accepting(): boolean {
    if (this.closed) throw new Error(`${this.options.name}: writer is closed`);
    if (this.size < (this.options.maxPending ?? 200_000)) return true;
    this.options.log.error({ writer: this.options.name }, 'batch writer full; dropping row');
    return false;
  }

  private pushed(): void {
    if (this.size >= (this.options.maxBatch ?? 5_000)) void this.drain();
    else this.schedule();
  }

  /** Writes everything pending now; resolves when it is in the database. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.size > 0 || this.running) {
      await this.drain();
      if (this.failures > 0 && this.size > 0) throw new Error(`${this.options.name}: flush failed`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private schedule(): void {
    if (this.timer || this.running) return;
    const delay = (this.options.flushIntervalMs ?? 250) * Math.min(2 ** this.failures, 40);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.drain();
    }, delay);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.writeOnce().finally(() => {
      this.running = undefined;
      if (this.size === 0 || this.closed) return;
      // Someone waits for rows still pending: the next batch goes now.
      if (this.waiters.length > 0 && this.failures === 0) void this.drain();
      else this.schedule();
    });
    return this.running;
  }

  private async writeOnce(): Promise<void> {
    const max = this.options.maxBatch ?? 5_000;
    let taken: Stamped<T>[];
    if (this.options.key) {
      taken = [];
      for (const [key, entry] of this.keyed) {
        if (taken.length >= max) break;
        this.keyed.delete(key);
        const { row, stamp } = entry;
        taken.push({ row: typeof row === 'function' ? (row as () => T)() : row, stamp });
      }
    } else {
      taken = this.pending.splice(0, max);
    }
    if (taken.length === 0) return;
    this.inFlight = taken.reduce((oldest, { stamp }) => Math.min(oldest, stamp), Infinity);
    const batch = taken.map(({ row }) => row);
    try {
      await this.options.write(batch);
      this.written += batch.length;
      this.failures = 0;
      this.inFlight = undefined;
      this.settleWaiters(true);
    } catch (error) {
      this.failures += 1;
      this.inFlight = undefined;
      this.options.log.error(
        { err: error, writer: this.options.name, rows: batch.length },
        'batch write failed; will retry',
      );
      // Put the batch back in front, unless newer keyed rows already replaced it (they then carry
      // the older stamp: whoever waited for this row now waits for them).
      if (this.options.key) {
        const key = this.options.key;
        for (const entry of taken) {
          const newer = this.keyed.get(key(entry.row));
          if (!newer) this.keyed.set(key(entry.row), entry);
          else newer.stamp = Math.min(newer.stamp, entry.stamp);
        }
      } else {
        this.pending.unshift(...taken);
      }
      this.settleWaiters(false);
    }
  }
}
