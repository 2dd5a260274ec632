import { tooMany, type HitSummary, type RateLimiter } from './rate-limiter';

const MINUTE = 60_000;

/**
 * Password guessing is slowed where it comes from, so that nobody can lock an owner out:
 * - per account and client address, failures buy a growing wait (none for the first few, then
 *   1 s, 2 s, 4 s … up to 15 minutes), forgotten after an hour without one, or at a success;
 * - per account, from anywhere, many failures within 15 minutes only make the account "guarded":
 *   the password check then answers every attempt the same way and a login needs the second
 *   factor as well (which the owner has and a guesser does not), so the owner still gets in.
 */
export const LOGIN_GUARD = {
  /** Failures of one address on one account are remembered for a day at most … */
  pairWindowMs: 24 * 60 * MINUTE,
  /** … and forgotten after an hour without one (a patient guesser keeps the longest wait). */
  pairQuietMs: 60 * MINUTE,
  freeFailures: 3,
  maxDelayMs: 15 * MINUTE,
  accountWindowMs: 15 * MINUTE,
  accountSoftLimit: 10,
} as const;

/** The wait after `failures` failures from one address on one account. */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_GUARD.freeFailures) return 0;
  return Math.min(LOGIN_GUARD.maxDelayMs, 1000 * 2 ** (failures - LOGIN_GUARD.freeFailures));
}

/** Enough remembered failures per pair to reach the longest wait. */
const PAIR_KEEP = LOGIN_GUARD.freeFailures + 12;

export class LoginGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly now: () => number,
  ) {}

  /** Refuses (429) while the wait after this address's last failure on this account runs. */
  async waitIsOver(account: string, address: string): Promise<void> {
    const failures = await this.pairSummary(account, address);
    if (failures.newest === undefined) return;
    const until = failures.newest + delayAfter(failures.count);
    const now = this.now();
    if (until > now) {
      throw tooMany(
        (until - now) / 1000,
        'too many failed logins from this address, wait before trying again',
      );
    }
  }

  async pairFailures(account: string, address: string): Promise<number> {
    return (await this.pairSummary(account, address)).count;
  }

  async failed(account: string, address: string): Promise<void> {
    const key = pairKey(account, address);
    // After a quiet hour the count starts afresh, not from what the day still remembers.
    if ((await this.pairSummary(account, address)).count === 0) await this.limiter.reset(key);
    await this.limiter.record(key, LOGIN_GUARD.pairWindowMs, PAIR_KEEP);
    await this.limiter.record(
      accountKey(account),
      LOGIN_GUARD.accountWindowMs,
      this.limiter.scaled(LOGIN_GUARD.accountSoftLimit),
    );
  }

  /** The password alone no longer decides: see the class comment. */
  async guarded(account: string): Promise<boolean> {
    const failures = await this.limiter.count(accountKey(account), LOGIN_GUARD.accountWindowMs);
    return failures >= this.limiter.scaled(LOGIN_GUARD.accountSoftLimit);
  }

  async succeeded(account: string, address: string): Promise<void> {
    await this.limiter.reset(pairKey(account, address));
  }

  /** The failures since the last quiet hour. */
  private async pairSummary(account: string, address: string): Promise<HitSummary> {
    const summary = await this.limiter.summary(pairKey(account, address), LOGIN_GUARD.pairWindowMs);
    const quiet =
      summary.newest === undefined || this.now() - summary.newest >= LOGIN_GUARD.pairQuietMs;
    return quiet ? { count: 0, oldest: undefined, newest: undefined } : summary;
  }
}

const pairKey = (account: string, address: string) => `fail:pair:${address}:${account}`;
const accountKey = (account: string) => `fail:acct:${account}`;
