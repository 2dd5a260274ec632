import { eq } from 'drizzle-orm';
import { ERROR_REASON } from '../../../lib/contract/wire/error-codes';
import { KycState } from '../../auth/accounts';
import { jurisdictionOf } from '../../auth/kyc';
import { onPermissionChange } from '../../auth/permission-changes';
import type { Database } from '../../db/database';
import { futuresAccounts, users } from '../../db/schema';
import { ErrorCode } from '../../engine';
import { TradingError } from './trading-error';

/**
 * What a call does with money: `open` may add exposure or move money into futures, `reduce` only
 * lowers it or takes money out (allowed to users of a restricted jurisdiction).
 */
export type TradingIntent = 'open' | 'reduce';

/**
 * How long a country's restricted flag is trusted: the operator sets it in SQL (no call in this
 * process says so), so a newly restricted residence refuses new exposure within this time.
 */
export const RESTRICTED_FLAG_TTL_MS = 1000;

/**
 * How long a user's granted permission is trusted. KYC and futures opening in this process clear
 * it at once (`permissionChanged`); this only bounds a change made by another process.
 */
const PERMISSION_TTL_MS = 60_000;

/** Bounds the memory of either cache (entries are small; expired ones are swept first). */
const MAX_ENTRIES = 100_000;

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * The permission every money-changing futures call needs: identity verification (KYC level 1)
 * approved and the futures account opened (1034 otherwise); a residence in a restricted
 * jurisdiction may only reduce or close (1009).
 *
 * Both answers are kept in memory, since every order asked SQL for them (a join and a country
 * read): a user's granted permission (never a refusal: a refused user is asked again, so a
 * newly approved one trades at once) until this process changes it or `PERMISSION_TTL_MS`, and
 * each country's restricted flag for `RESTRICTED_FLAG_TTL_MS`. Concurrent calls share one read.
 */
export class TradingGate {
  private readonly permitted = new Map<number, Entry<{ residence: string | null }>>();
  private readonly restricted = new Map<string, Entry<boolean>>();
  private readonly reading = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {
    onPermissionChange(database, (userId) => {
      this.generation++;
      this.permitted.delete(userId);
      this.reading.delete(`user:${userId}`);
    });
  }

  async permit(userId: number, intent: TradingIntent): Promise<void> {
    const { residence } = await this.permission(userId);
    if (intent === 'reduce' || residence === null) return;
    if (await this.isRestricted(residence)) {
      throw new TradingError(
        ErrorCode.TradingProhibited,
        'trading temporarily prohibited in your country of residence: you may only reduce or close',
        { country: residence, reason: ERROR_REASON.residenceReduceOnly },
      );
    }
  }

  private async permission(userId: number): Promise<{ residence: string | null }> {
    const cached = this.fresh(this.permitted, userId);
    if (cached) return cached;
    const generation = this.generation;
    const granted = await this.once(`user:${userId}`, async () => {
      const [row] = await this.database.db
        .select({
          kycLevel1: users.kycLevel1,
          residence: users.residenceCountry,
          futuresOpened: futuresAccounts.userId,
        })
        .from(users)
        .leftJoin(futuresAccounts, eq(futuresAccounts.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row && row.kycLevel1 === KycState.approved && row.futuresOpened !== null
        ? { residence: row.residence }
        : undefined;
    });
    if (!granted) {
      throw new TradingError(
        ErrorCode.NoPermission,
        'no trading permission: verify your identity (KYC) and open a futures account first',
        { reason: ERROR_REASON.futuresAccountRequired },
      );
    }
    // A read that overlapped a change in this process is used once, not kept.
    if (generation === this.generation)
      this.keep(this.permitted, userId, granted, PERMISSION_TTL_MS);
    return granted;
  }

  private async isRestricted(country: string): Promise<boolean> {
    const cached = this.fresh(this.restricted, country);
    if (cached !== undefined) return cached;
    const restricted = await this.once(
      `country:${country}`,
      async () => (await jurisdictionOf(this.database, country)).restricted,
    );
    this.keep(this.restricted, country, restricted, RESTRICTED_FLAG_TTL_MS);
    return restricted;
  }

  private fresh<K, T>(map: Map<K, Entry<T>>, key: K): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.value;
    map.delete(key);
    return undefined;
  }

  private keep<K, T>(map: Map<K, Entry<T>>, key: K, value: T, ttlMs: number): void {
    const now = this.now();
    if (map.size >= MAX_ENTRIES) {
      for (const [k, entry] of map) if (entry.until <= now) map.delete(k);
      if (map.size >= MAX_ENTRIES) map.clear();
    }
    map.set(key, { value, until: now + ttlMs });
  }

  /** One read per key at a time; callers arriving meanwhile share it. */
  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    const pending = this.reading.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const reading = read().finally(() => {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    });
    this.reading.set(key, reading);
    return reading;
  }
}
