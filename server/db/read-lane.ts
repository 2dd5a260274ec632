/**
 * A lane for long public reads (candle history beyond memory, funding and insurance history):
 * at most `concurrency` of its statements reach the database at a time, the rest wait here, and
 * past `maxWaiting` the read is refused (503) instead of queueing without end.
 *
 * Why: embedded PGlite is one connection that runs statements in the order they arrive. A flood
 * of history pages (40–120 ms each) queued every session and gate check of the order path behind
 * it (bench:noisy-neighbour: an order's p50 went from 4 ms to 2.9 s). Through the lane, a short
 * statement waits for at most `concurrency` long ones, and with a rest ratio the reads leave the
 * database (and, on 2 cores, the core its thread shares with the server) idle between them. On
 * PostgreSQL the lane is a pool of its own, so reads never hold the connections the order path
 * uses.
 */
export class ReadLane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /**
   * `restRatio`: after a read that took t ms its place stays idle for t × restRatio ms, so history
   * reads take at most 1 / (1 + restRatio) of the database's time, however many wait.
   */
  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    readonly restRatio = 0,
  ) {}

  /** Runs `read` when the lane has room; refuses at once when too many already wait. */
  run<T>(read: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) return this.start(read);
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new ReadLaneBusyError());
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        this.start(read).then(resolve, reject);
      });
    });
  }

  /** Reads running and waiting (for tests and the bench's account of what queued). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async start<T>(read: () => Promise<T>): Promise<T> {
    this.running++;
    const started = performance.now();
    try {
      return await read();
    } finally {
      const rest = (performance.now() - started) * this.restRatio;
      if (rest >= 1) setTimeout(() => this.free(), rest);
      else this.free();
    }
  }

  private free(): void {
    this.running--;
    this.waiting.shift()?.();
  }
}

/** Too many history reads already wait: the client may retry shortly (HTTP 503). */
export class ReadLaneBusyError extends Error {
  readonly statusCode = 503;
  constructor() {
    super('history reads are busy, retry shortly');
    this.name = 'ReadLaneBusyError';
  }
}
