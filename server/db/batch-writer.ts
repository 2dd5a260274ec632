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
 * Collects rows in memory and writes them in batches off the hot path, so the engine and the
 * market feed never wait on SQL. `flush()` drains everything (used at shutdown).
 */
export class BatchWriter<T> {
  private pending: T[] = [];
  /** Latest row per key, or the function that builds it (see `pushDeferred`). */
  private keyed = new Map<string, T | (() => T)>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private failures = 0;
  written = 0;

  constructor(private readonly options: BatchWriterOptions<T>) {}

  get size(): number {
    return this.pending.length + this.keyed.size;
  }

  push(row: T): void {
    if (!this.accepting()) return;
    if (this.options.key) this.keyed.set(this.options.key(row), row);
    else this.pending.push(row);
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
    this.keyed.set(key, build);
    this.pushed();
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
      if (this.size > 0 && !this.closed) this.schedule();
    });
    return this.running;
  }

  private async writeOnce(): Promise<void> {
    const max = this.options.maxBatch ?? 5_000;
    let batch: T[];
    if (this.options.key) {
      batch = [];
      for (const [key, entry] of this.keyed) {
        if (batch.length >= max) break;
        this.keyed.delete(key);
        batch.push(typeof entry === 'function' ? (entry as () => T)() : entry);
      }
    } else {
      batch = this.pending.splice(0, max);
    }
    if (batch.length === 0) return;
    try {
      await this.options.write(batch);
      this.written += batch.length;
      this.failures = 0;
    } catch (error) {
      this.failures += 1;
      this.options.log.error(
        { err: error, writer: this.options.name, rows: batch.length },
        'batch write failed; will retry',
      );
      // Put the batch back in front, unless newer keyed rows already replaced it.
      if (this.options.key) {
        const key = this.options.key;
        for (const row of batch) if (!this.keyed.has(key(row))) this.keyed.set(key(row), row);
      } else {
        this.pending.unshift(...batch);
      }
    }
  }
}
