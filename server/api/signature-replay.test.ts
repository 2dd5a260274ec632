import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { describe, expect, it } from 'vitest';
import {
  idempotencyParamsOf,
  MemorySignatureReplays,
  RedisSignatureReplays,
  ReplayMemoryUnavailableError,
} from './signature-replay';

const SIG = 'ab'.repeat(32);
const T0 = 1_800_000_000_000;

describe('the memory of accepted signatures', () => {
  it('accepts a signature once until it expires, then again', async () => {
    const memory = new MemorySignatureReplays();
    expect(await memory.firstUse(1, SIG, T0 + 6000, T0)).toBe(true);
    expect(await memory.firstUse(1, SIG, T0 + 6000, T0 + 10)).toBe(false);
    expect(await memory.firstUse(1, SIG, T0 + 6000, T0 + 5999)).toBe(false);
    // Another key signing the same bytes is another request.
    expect(await memory.firstUse(2, SIG, T0 + 6000, T0 + 10)).toBe(true);
    expect(await memory.firstUse(1, SIG, T0 + 12_000, T0 + 6000)).toBe(true);
  });

  it('lets exactly one of identical requests arriving together through', async () => {
    const memory = new MemorySignatureReplays();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => memory.firstUse(7, SIG, T0 + 5000, T0)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('forgets by time: what it holds is the last minute of signatures, whatever came before', () => {
    const memory = new MemorySignatureReplays();
    let now = T0;
    // 20 000 signatures over 100 s, each valid 61 s after it was sent.
    for (let i = 0; i < 20_000; i++) {
      now = T0 + i * 5;
      expect(memory.firstUseNow(1, `${i}`.padStart(64, '0'), now + 61_000, now)).toBe(true);
    }
    // At most the signatures still valid, and a second of stragglers not swept yet.
    expect(memory.size).toBeLessThanOrEqual((62_000 / 5) | 0);
    expect(memory.size).toBeGreaterThanOrEqual((61_000 / 5) | 0);
    // Long after, one request sweeps every second since: nothing old is left.
    memory.firstUseNow(1, SIG, now + 200_000, now + 100_000);
    expect(memory.size).toBe(1);
  });

  it('still refuses a signature remembered for longer than one turn of its wheel', () => {
    const memory = new MemorySignatureReplays();
    expect(memory.firstUseNow(1, SIG, T0 + 200_000, T0)).toBe(true);
    for (let s = 1; s <= 150; s++)
      memory.firstUseNow(2, `${s}`.padStart(64, '0'), T0, T0 + s * 1000);
    expect(memory.firstUseNow(1, SIG, T0 + 200_000, T0 + 150_000)).toBe(false);
  });

  it('names the client order id of the app’s order route only', () => {
    expect(idempotencyParamsOf('futures', '/future/order/place')).toEqual(['clientOrderId']);
    expect(idempotencyParamsOf('futures', '/future/transfer')).toEqual([]);
    expect(idempotencyParamsOf('futures', 'constructor')).toEqual([]);
    expect(idempotencyParamsOf('v2', '/user/base/info')).toEqual([]);
  });
});

describe('the shared memory when Redis fails', () => {
  const failing = (set: () => Promise<unknown>) =>
    new RedisSignatureReplays({ set } as unknown as RedisClientType, 'test:', 50);

  it('refuses with a 503 error rather than letting the request through', async () => {
    const down = failing(() => Promise.reject(new Error('ECONNREFUSED')));
    const error = await down.firstUse(1, SIG, T0 + 5000, T0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplayMemoryUnavailableError);
    expect((error as ReplayMemoryUnavailableError).statusCode).toBe(503);
    const silent = failing(() => new Promise(() => undefined));
    await expect(silent.firstUse(1, SIG, T0 + 5000, T0)).rejects.toThrow('timed out');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the memory in Redis (TEST_REDIS_URL)', () => {
  it('is shared by two processes: one of many identical requests wins, until it expires', async () => {
    const clients = await Promise.all(
      [0, 1].map(async () => {
        const client: RedisClientType = createClient({ url: redisUrl });
        await client.connect();
        return client;
      }),
    );
    try {
      const prefix = `test:signed:${randomUUID()}:`;
      const [one, two] = clients.map((client) => new RedisSignatureReplays(client, prefix));
      const now = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two)?.firstUse(3, SIG, now + 300, now)),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await one?.firstUse(4, SIG, now + 300, now)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await two?.firstUse(3, SIG, Date.now() + 300, Date.now())).toBe(true);
    } finally {
      for (const client of clients) client.destroy();
    }
  });
});
