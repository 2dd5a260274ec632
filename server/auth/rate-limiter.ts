import { AuthCode, AuthError } from './errors';

/**
 * Sliding-window counters in memory, per key (address, account, target). One process holds
 * them; several processes behind a balancer would each allow the limit (noted in the README).
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  /** `scale` multiplies every limit (AUTH_LIMIT_SCALE), e.g. for an end-to-end suite from one address. */
  constructor(
    private readonly now: () => number,
    private readonly scale = 1,
  ) {}

  /** A limit after scaling. */
  scaled(limit: number): number {
    return Math.max(1, Math.round(limit * this.scale));
  }

  /** Counts one event and throws 429 once `limit` events happened within `windowMs`. */
  consume(key: string, limit: number, windowMs: number): void {
    const recent = this.recent(key, windowMs);
    if (recent.length >= this.scaled(limit)) {
      const retryAfter = Math.ceil(((recent[0] ?? this.now()) + windowMs - this.now()) / 1000);
      throw new AuthError(AuthCode.tooManyRequests, 'too many attempts, try again later', {
        retryAfterSeconds: Math.max(1, retryAfter),
      });
    }
    recent.push(this.now());
    this.hits.set(key, recent);
  }

  /** Records without refusing (failures feed the slider trigger). */
  record(key: string, windowMs: number): number {
    const recent = this.recent(key, windowMs);
    recent.push(this.now());
    this.hits.set(key, recent);
    return recent.length;
  }

  count(key: string, windowMs: number): number {
    return this.recent(key, windowMs).length;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    const list = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (list.length === 0) this.hits.delete(key);
    // Bounded memory: forget the oldest keys once the map grows large.
    if (this.hits.size > 50_000) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return list;
  }
}
