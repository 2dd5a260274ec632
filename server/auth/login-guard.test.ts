import { delayAfter, LOGIN_GUARD, LoginGuard } from './login-guard';
import { MemoryHitStore, RateLimiter } from './rate-limiter';

function setUp() {
  const clock = { now: 10_000_000 };
  const now = () => clock.now;
  const store = new MemoryHitStore();
  const limiter = new RateLimiter(now, 1, store);
  return { clock, store, limiter, guard: new LoginGuard(limiter, now) };
}

const OWNER = '198.51.100.20';
const ATTACKER = '203.0.113.66';
const ACCOUNT = 'owner@example.com';

async function retryAfter(promise: Promise<void>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return Number((error as { data?: { retryAfterSeconds?: number } }).data?.retryAfterSeconds);
  }
}

describe('login guard', () => {
  it('delays the same address growingly after a few free failures, up to 15 minutes', async () => {
    const { clock, guard } = setUp();
    const waits: (number | undefined)[] = [];
    for (let failure = 1; failure <= 16; failure++) {
      await guard.failed(ACCOUNT, ATTACKER);
      waits.push(await retryAfter(guard.waitIsOver(ACCOUNT, ATTACKER)));
      // The guesser waits exactly as long as told before the next guess.
      clock.now += (waits[waits.length - 1] ?? 0) * 1000;
    }
    expect(waits).toEqual([
      undefined,
      undefined,
      1,
      2,
      4,
      8,
      16,
      32,
      64,
      128,
      256,
      512,
      900,
      900,
      900,
      900,
    ]);
    expect(await retryAfter(guard.waitIsOver(ACCOUNT, ATTACKER))).toBeUndefined();
  });

  it('keeps the owner’s address free however often another address fails', async () => {
    const { guard } = setUp();
    for (let i = 0; i < 50; i++) await guard.failed(ACCOUNT, ATTACKER);
    expect(await retryAfter(guard.waitIsOver(ACCOUNT, ATTACKER))).toBeGreaterThan(0);
    await expect(guard.waitIsOver(ACCOUNT, OWNER)).resolves.toBeUndefined();
    expect(await guard.pairFailures(ACCOUNT, OWNER)).toBe(0);
  });

  it('only guards the account (second factor decides) after many failures from anywhere', async () => {
    const { clock, guard } = setUp();
    for (let i = 0; i < LOGIN_GUARD.accountSoftLimit - 1; i++)
      await guard.failed(ACCOUNT, `203.0.113.${i}`);
    expect(await guard.guarded(ACCOUNT)).toBe(false);
    await guard.failed(ACCOUNT, '203.0.113.200');
    expect(await guard.guarded(ACCOUNT)).toBe(true);
    expect(await guard.guarded('someone-else@example.com')).toBe(false);
    await expect(guard.waitIsOver(ACCOUNT, OWNER)).resolves.toBeUndefined();
    clock.now += LOGIN_GUARD.accountWindowMs;
    expect(await guard.guarded(ACCOUNT)).toBe(false);
  });

  it('forgets an address’s failures on the account after a quiet hour', async () => {
    const { clock, guard } = setUp();
    for (let i = 0; i < 6; i++) await guard.failed(ACCOUNT, ATTACKER);
    clock.now += LOGIN_GUARD.pairQuietMs - 1000;
    expect(await retryAfter(guard.waitIsOver(ACCOUNT, ATTACKER))).toBeUndefined();
    expect(await guard.pairFailures(ACCOUNT, ATTACKER)).toBe(6);
    clock.now += 1000;
    expect(await guard.pairFailures(ACCOUNT, ATTACKER)).toBe(0);
    await guard.failed(ACCOUNT, ATTACKER);
    expect(await guard.pairFailures(ACCOUNT, ATTACKER)).toBe(1);
  });

  it('forgets an address’s failures on the account once it logs in', async () => {
    const { guard } = setUp();
    for (let i = 0; i < 5; i++) await guard.failed(ACCOUNT, OWNER);
    await guard.succeeded(ACCOUNT, OWNER);
    await expect(guard.waitIsOver(ACCOUNT, OWNER)).resolves.toBeUndefined();
  });

  it('does not lose a lock to a flood of 60 000 other keys', async () => {
    const { clock, guard, limiter, store } = setUp();
    for (let i = 0; i < 12; i++) await guard.failed(ACCOUNT, ATTACKER);
    for (let i = 0; i < 60_000; i++) await limiter.record(`burst:flood-${i}`, 60_000, 10);
    expect(store.size).toBeGreaterThan(60_000);
    clock.now += 61_000;
    expect(await retryAfter(guard.waitIsOver(ACCOUNT, ATTACKER))).toBe(
      Math.ceil((delayAfter(12) - 61_000) / 1000),
    );
    // Memory is bounded by time: the flood's keys are gone once their minute has passed.
    expect(store.size).toBeLessThan(10);
  });
});
