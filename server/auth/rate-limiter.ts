import { isIPv6 } from 'node:net';
import type { RedisClientType } from 'redis';
import { AuthCode, AuthError } from './errors';

/** What a key's recent events look like after dropping those older than the window. */
export interface HitSummary {
  count: number;
  oldest: number | undefined;
  newest: number | undefined;
}

/**
 * Per key, the times of its recent events. `hit` drops the events older than the window, then adds
 * one at `now` when fewer than `limit` remain (`limit` 0: only read), keeping the newest `keep`.
 * Keys expire by time only (a key lives until its newest event leaves the window), never because
 * others crowd them out: a flood of new keys must not erase an existing lock.
 */
export interface HitStore {
  hit(
    key: string,
    now: number,
    windowMs: number,
    limit: number,
    keep: number,
  ): Promise<HitSummary & { added: boolean }>;
  forget(key: string): Promise<void>;
  /** Forgets every key (an operator lifting all limits; the tests start clean). */
  clear(): Promise<void>;
}

export class MemoryHitStore implements HitStore {
  private readonly entries = new Map<string, { times: number[]; expiresAt: number }>();
  private nextSweep = 0;

  /** Memory is bounded by time: every key goes once its newest event is older than its window. */
  get size(): number {
    return this.entries.size;
  }

  async hit(key: string, now: number, windowMs: number, limit: number, keep: number) {
    this.sweep(now);
    const entry = this.entries.get(key);
    const times = entry?.times ?? [];
    // Times are pushed in clock order, so the expired ones are a prefix: dropped in place, as this
    // runs on every request.
    let expired = 0;
    while (expired < times.length && (times[expired] as number) <= now - windowMs) expired++;
    if (expired > 0) times.splice(0, expired);
    const added = limit < 0 || times.length < limit;
    if (added) {
      times.push(now);
      if (times.length > keep) times.splice(0, times.length - keep);
    }
    const newest = times[times.length - 1];
    if (newest === undefined) this.entries.delete(key);
    else if (entry) entry.expiresAt = newest + windowMs;
    else this.entries.set(key, { times, expiresAt: newest + windowMs });
    return { count: times.length, oldest: times[0], newest, added };
  }

  async forget(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async clear(): Promise<void> {
    this.entries.clear();
  }

  /** Every 10 s of clock time, drop the keys whose window has passed. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 10_000;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

type RedisClient = RedisClientType;

/** The same window per key, as a sorted set of event times; one script call per hit (atomic). */
const HIT_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local keep = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local added = 0
if limit < 0 or count < limit then
  redis.call('ZADD', key, now, ARGV[5])
  count = count + 1
  added = 1
  if count > keep then
    redis.call('ZREMRANGEBYRANK', key, 0, count - keep - 1)
    count = keep
  end
  redis.call('PEXPIRE', key, window)
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local newest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
return { count, added, oldest[2] or '', newest[2] or '' }
`;

/** Shared by every process on the same Redis (`REDIS_URL`); the key expires with its window. */
export class RedisHitStore implements HitStore {
  private sequence = 0;

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'exch:auth-limit:',
    private readonly timeoutMs = 3_000,
  ) {}

  async hit(key: string, now: number, windowMs: number, limit: number, keep: number) {
    this.sequence = (this.sequence + 1) % 1_000_000_000;
    const member = `${now}:${process.pid}:${this.sequence}:${Math.random().toString(36).slice(2)}`;
    const reply = await this.bounded(
      this.redis.eval(HIT_SCRIPT, {
        keys: [this.prefix + key],
        arguments: [String(now), String(windowMs), String(limit), String(keep), member],
      }),
    );
    if (!Array.isArray(reply) || reply.length !== 4) throw new Error('unexpected limiter reply');
    const [count, added, oldest, newest] = reply.map((part) => String(part));
    return {
      count: Number(count),
      added: added === '1',
      oldest: oldest ? Number(oldest) : undefined,
      newest: newest ? Number(newest) : undefined,
    };
  }

  async forget(key: string): Promise<void> {
    await this.bounded(this.redis.del(this.prefix + key));
  }

  async clear(): Promise<void> {
    for await (const keys of this.redis.scanIterator({ MATCH: `${this.prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) await this.redis.del(keys);
    }
  }

  /**
   * A Redis that fails or does not answer fails the request (503) instead of holding it forever
   * or letting it through unlimited.
   */
  private bounded<T>(operation: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new LimiterUnavailableError('rate limiter store timed out')),
        this.timeoutMs,
      );
    });
    return Promise.race([
      operation.catch((error: unknown) => {
        throw new LimiterUnavailableError('rate limiter store failed', { cause: error });
      }),
      timeout,
    ]).finally(() => clearTimeout(timer));
  }
}

/** The shared limiter store cannot be reached: the request is answered 503, never let through. */
export class LimiterUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LimiterUnavailableError';
  }
}

/**
 * Sliding windows per key (address, account, account and address, target), in memory or in Redis.
 * Callers name the key; `addressKey` turns a client address into the part of a key that counts as
 * one client.
 */
export class RateLimiter {
  /** `scale` multiplies every limit (AUTH_LIMIT_SCALE), e.g. for an end-to-end suite from one address. */
  constructor(
    private readonly now: () => number,
    private readonly scale = 1,
    readonly store: HitStore = new MemoryHitStore(),
  ) {}

  /** A limit after scaling. */
  scaled(limit: number): number {
    return Math.max(1, Math.round(limit * this.scale));
  }

  /** Counts one event and throws 429 once `limit` (scaled) events happened within `windowMs`. */
  async consume(key: string, limit: number, windowMs: number, message?: string): Promise<void> {
    const scaled = this.scaled(limit);
    const now = this.now();
    const hit = await this.store.hit(key, now, windowMs, scaled, scaled);
    if (!hit.added) throw tooMany(((hit.oldest ?? now) + windowMs - now) / 1000, message);
  }

  /** Records one event without refusing; the count saturates at `keep` (the caller's threshold). */
  async record(key: string, windowMs: number, keep: number): Promise<number> {
    return (await this.store.hit(key, this.now(), windowMs, -1, Math.max(1, keep))).count;
  }

  async summary(key: string, windowMs: number): Promise<HitSummary> {
    return this.store.hit(key, this.now(), windowMs, 0, 1);
  }

  async count(key: string, windowMs: number): Promise<number> {
    return (await this.summary(key, windowMs)).count;
  }

  async reset(key: string): Promise<void> {
    await this.store.forget(key);
  }

  async clear(): Promise<void> {
    await this.store.clear();
  }
}

export function tooMany(retryAfterSeconds: number, message = 'too many attempts, try again later') {
  return new AuthError(AuthCode.tooManyRequests, message, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

/**
 * The part of a limiter key that names a client: an IPv4 address as it is (also when mapped into
 * IPv6), an IPv6 address by its /64 prefix, because one subscriber usually holds a whole /64 and
 * could otherwise start afresh from each of its addresses.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A dotted IPv4 ending (::ffff:… was handled above, 64:ff9b::1.2.3.4 here) fills two groups.
  const dotted = (tail ?? head).includes('.') ? 1 : 0;
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailGroups.length - dotted).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
