import type { RedisClientType } from 'redis';
import type { ApiBase } from './api-key-access';

/**
 * The memory of signatures already accepted, so the same signed request changes an account once.
 * A signature is remembered until its request could no longer pass the timestamp check anywhere
 * (its `timestamp` + `recvWindow`, plus the 1 s a clock may be ahead), so the memory is bounded by
 * time: at most the signed changes of the last 62 s. One memory per server: in this process, or
 * in Redis when `REDIS_URL` is set, so a repeat sent to another process is refused as well.
 *
 * `firstUse` is atomic: of two identical requests arriving together, exactly one is first (in
 * memory, the check and the write happen without an await between them; in Redis, one `SET NX`).
 */
export interface SignatureReplays {
  /**
   * True when this key's `signature` was not accepted before (and is now remembered until
   * `expiresAt`), false for a repeat. Rejects with a 503 error when the shared store fails: a
   * replay is never let through because the memory could not be asked.
   */
  firstUse(keyId: number, signature: string, expiresAt: number, now: number): Promise<boolean>;
}

/**
 * Routes of the app's API on which a repeat is already harmless when it carries a client order
 * id: the engine places one order per id and answers a repeat with the first order
 * (`duplicate: true`). Such requests skip the replay memory, so a client that sends the same
 * signed order again (a retry after a lost answer) gets that answer, as before. The Binance
 * layer names its own (`newClientOrderId`, `clientAlgoId`: compat/binance/order-routes.ts).
 */
const IDEMPOTENT_BY: Record<ApiBase, Readonly<Record<string, readonly string[]>>> = {
  futures: { '/future/order/place': ['clientOrderId'] },
  v2: {},
};

/** The parameters that make a repeat of `url` harmless (none for most routes). */
export function idempotencyParamsOf(base: ApiBase, url: string): readonly string[] {
  return (Object.hasOwn(IDEMPOTENT_BY[base], url) ? IDEMPOTENT_BY[base][url] : undefined) ?? [];
}

/** The shared store could not be asked: the request is answered 503, never run unchecked. */
export class ReplayMemoryUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ReplayMemoryUnavailableError';
  }
}

/** Slots of the expiry wheel: one per second, more than the longest memory (61 s + 1 s). */
const WHEEL_SECONDS = 64;

/**
 * In this process: a Map from key id and signature to the time it may be forgotten, and a wheel
 * of one list per second saying what to forget when. Each request costs a Map lookup and insert;
 * forgetting walks only the second that just passed, never the whole Map.
 */
export class MemorySignatureReplays implements SignatureReplays {
  private readonly until = new Map<string, number>();
  private readonly wheel: string[][] = Array.from({ length: WHEEL_SECONDS }, () => []);
  /** Every second before this one has been swept. */
  private sweptTo: number | undefined;

  /** How many signatures are remembered now. */
  get size(): number {
    return this.until.size;
  }

  firstUse(keyId: number, signature: string, expiresAt: number, now: number): Promise<boolean> {
    return Promise.resolve(this.firstUseNow(keyId, signature, expiresAt, now));
  }

  /** `firstUse` without the promise (the check and the write are one synchronous step). */
  firstUseNow(keyId: number, signature: string, expiresAt: number, now: number): boolean {
    this.sweep(now);
    const id = `${keyId}:${signature}`;
    const seen = this.until.get(id);
    if (seen !== undefined && seen > now) return false;
    this.until.set(id, expiresAt);
    (this.wheel[Math.floor(expiresAt / 1000) % WHEEL_SECONDS] as string[]).push(id);
    return true;
  }

  /** Forgets what expired in every whole second since the last sweep. */
  private sweep(now: number): void {
    const second = Math.floor(now / 1000);
    if (this.sweptTo === undefined) {
      this.sweptTo = second;
      return;
    }
    // After a jump of the clock every slot is due, each once.
    const from = Math.max(this.sweptTo, second - WHEEL_SECONDS);
    for (let s = from; s < second; s++) {
      const slot = s % WHEEL_SECONDS;
      const ids = this.wheel[slot] as string[];
      if (ids.length === 0) continue;
      // A slot can hold a later second's ids (a memory longer than the wheel): those stay.
      const kept: string[] = [];
      for (const id of ids) {
        const until = this.until.get(id);
        if (until === undefined) continue;
        if (until <= now) this.until.delete(id);
        else if (Math.floor(until / 1000) % WHEEL_SECONDS === slot) kept.push(id);
      }
      this.wheel[slot] = kept;
    }
    this.sweptTo = Math.max(this.sweptTo, second);
  }
}

/**
 * In Redis, shared by every process of the exchange: one `SET key NX PX ttl` per request, which
 * only the first of any number of identical requests wins; Redis forgets the key by itself.
 */
export class RedisSignatureReplays implements SignatureReplays {
  constructor(
    private readonly redis: RedisClientType,
    private readonly prefix = 'exch:signed:',
    private readonly timeoutMs = 3_000,
  ) {}

  async firstUse(
    keyId: number,
    signature: string,
    expiresAt: number,
    now: number,
  ): Promise<boolean> {
    const ttl = Math.max(1, expiresAt - now);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ReplayMemoryUnavailableError('signature memory timed out')),
        this.timeoutMs,
      );
    });
    try {
      const set = this.redis
        .set(`${this.prefix}${keyId}:${signature}`, '1', {
          condition: 'NX',
          expiration: { type: 'PX', value: ttl },
        })
        .catch((error: unknown) => {
          throw new ReplayMemoryUnavailableError('signature memory failed', { cause: error });
        });
      return (await Promise.race([set, timeout])) === 'OK';
    } finally {
      clearTimeout(timer);
    }
  }
}
