import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { LoginGuard } from './login-guard';
import { addressKey, MemoryHitStore, RateLimiter, RedisHitStore } from './rate-limiter';

describe('rate limiter', () => {
  it('refuses the event past the limit within the window with the seconds until room frees', async () => {
    const clock = { now: 1_000_000 };
    const limiter = new RateLimiter(() => clock.now);
    for (let i = 0; i < 3; i++) {
      await limiter.consume('send:addr:a', 3, 60_000);
      clock.now += 10_000;
    }
    await expect(limiter.consume('send:addr:a', 3, 60_000)).rejects.toMatchObject({
      code: 429,
      data: { retryAfterSeconds: 30 },
    });
    await expect(limiter.consume('send:addr:b', 3, 60_000)).resolves.toBeUndefined();
    clock.now += 30_000;
    await expect(limiter.consume('send:addr:a', 3, 60_000)).resolves.toBeUndefined();
  });

  it('scales every limit (an end-to-end suite from one address)', async () => {
    const limiter = new RateLimiter(() => 0, 20);
    for (let i = 0; i < 60; i++) await limiter.consume('k', 3, 60_000);
    await expect(limiter.consume('k', 3, 60_000)).rejects.toMatchObject({ code: 429 });
  });

  it('keeps a recorded count at most at the caller’s threshold', async () => {
    const store = new MemoryHitStore();
    const limiter = new RateLimiter(() => 5, 1, store);
    for (let i = 0; i < 100; i++) await limiter.record('fail:addr:x', 60_000, 4);
    expect(await limiter.count('fail:addr:x', 60_000)).toBe(4);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limiter on Redis (TEST_REDIS_URL)', () => {
  const clients: RedisClientType[] = [];
  const prefix = `test:auth-limit:${randomUUID()}:`;
  const connect = async () => {
    const client: RedisClientType = createClient({ url: redisUrl });
    await client.connect();
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    const [first] = clients;
    if (first) await new RedisHitStore(first, prefix).clear();
    for (const client of clients) client.destroy();
  });

  it('shares counts and locks between two limiters (two processes on one Redis)', async () => {
    const clock = { now: Date.now() };
    const now = () => clock.now;
    const one = new RateLimiter(now, 1, new RedisHitStore(await connect(), prefix));
    const two = new RateLimiter(now, 1, new RedisHitStore(await connect(), prefix));
    await one.consume('send:addr:shared', 2, 60_000);
    await two.consume('send:addr:shared', 2, 60_000);
    await expect(one.consume('send:addr:shared', 2, 60_000)).rejects.toMatchObject({
      code: 429,
    });
    const guardOne = new LoginGuard(one, now);
    const guardTwo = new LoginGuard(two, now);
    for (let i = 0; i < 4; i++) await guardOne.failed('shared@example.com', '203.0.113.5');
    await expect(guardTwo.waitIsOver('shared@example.com', '203.0.113.5')).rejects.toMatchObject({
      data: { retryAfterSeconds: 2 },
    });
    clock.now += 2_000;
    await expect(guardTwo.waitIsOver('shared@example.com', '203.0.113.5')).resolves.toBeUndefined();
  });

  it('forgets a key on every limiter and expires keys with their window', async () => {
    const now = () => Date.now();
    const client = await connect();
    const one = new RateLimiter(now, 1, new RedisHitStore(client, prefix));
    const two = new RateLimiter(now, 1, new RedisHitStore(await connect(), prefix));
    await one.record('fail:pair:x', 60_000, 5);
    await one.record('fail:pair:x', 60_000, 5);
    expect(await two.count('fail:pair:x', 60_000)).toBe(2);
    expect(await client.pTTL(`${prefix}fail:pair:x`)).toBeGreaterThan(50_000);
    await two.reset('fail:pair:x');
    expect(await one.count('fail:pair:x', 60_000)).toBe(0);
  });
});

describe('rate limiter without its Redis', () => {
  it('refuses with 503 (never lets the request through unlimited) when Redis is unreachable', async () => {
    // A client that never connected: every command fails at once, as when Redis is down.
    const limiter = new RateLimiter(
      () => Date.now(),
      1,
      new RedisHitStore(createClient({ url: 'redis://127.0.0.1:1' })),
    );
    await expect(limiter.consume('send:addr:a', 3, 60_000)).rejects.toMatchObject({
      name: 'LimiterUnavailableError',
      statusCode: 503,
    });
  });
});
