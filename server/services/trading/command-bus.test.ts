import { randomUUID } from 'node:crypto';
import { createLogger } from '../../logger';
import { TradingCommandBus, type TradingAnswer, type TradingCall } from './command-bus';
import {
  callStreamKey,
  ENGINE_CONSUMER,
  ENGINE_GROUP,
  redisClient,
  type Redis,
} from './command-bus-wire';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('trading command bus on Redis (TEST_REDIS_URL)', () => {
  const log = createLogger('silent');
  const open: TradingCommandBus[] = [];
  let redis: Redis;
  let prefix: string;

  const bus = async (timeoutMs = 2_000) => {
    const created = await TradingCommandBus.connect({
      redisUrl: redisUrl ?? '',
      prefix,
      timeoutMs,
      log,
    });
    open.push(created);
    return created;
  };
  /** An engine process's bus: one route that echoes its call, counting its runs. */
  const engine = async () => {
    const served = await bus();
    const runs: TradingCall[] = [];
    served.register('/api/futures/echo', (call) => {
      runs.push(call);
      return Promise.resolve({ ok: true, data: { input: call.input, userId: call.userId } });
    });
    await served.serve();
    return { served, runs };
  };
  const call = { url: '/api/futures/echo', userId: 7, input: { price: '1.5' }, language: 'ko' };

  beforeAll(async () => {
    redis = redisClient(redisUrl ?? '');
    await redis.connect();
  });
  beforeEach(() => {
    prefix = `test:trading-bus:${randomUUID()}:`;
  });
  afterEach(async () => {
    for (const each of open.splice(0)) await each.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
  });
  afterAll(() => redis.destroy());

  it("answers an edge's call with what the engine process's route answered", async () => {
    const { runs } = await engine();
    const edge = await bus();
    expect(await edge.forward(call)).toEqual({
      ok: true,
      data: { input: { price: '1.5' }, userId: 7 },
    });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      ...call,
      replyTo: expect.stringContaining(`${prefix}replies:`),
    });
    // Acknowledged with its reply: nothing pending.
    expect((await redis.xPending(callStreamKey(prefix), ENGINE_GROUP)).pending).toBe(0);
  });

  it('answers many concurrent calls, each with its own answer', async () => {
    const served = await bus();
    served.register('/api/futures/double', (each) =>
      Promise.resolve({ ok: true, data: Number(each.input) * 2 }),
    );
    await served.serve();
    const edge = await bus();
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        edge.forward({ ...call, url: '/api/futures/double', input: i }),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 500 }, (_, i) => ({ ok: true, data: i * 2 })));
  });

  it('answers 503 when no engine process answers in time, and the late engine drops the call', async () => {
    const edge = await bus(300);
    const started = Date.now();
    const answer = await edge.forward(call);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer).toMatchObject({ ok: false, status: 503, code: 503 });
    expect((answer as { message: string }).message).toContain('did not answer within 300 ms');
    const { runs } = await engine();
    await until(async () => (await redis.xInfoGroups(callStreamKey(prefix)))[0]?.['entries-read']);
    await until(
      async () => (await redis.xPending(callStreamKey(prefix), ENGINE_GROUP)).pending === 0,
    );
    expect(runs).toHaveLength(0);
  });

  it('runs a call that a stopped engine process read but never acknowledged, once restarted', async () => {
    // The group exists and a consumer "read" the call, then died: it is pending, unacknowledged.
    await (await engine()).served.close();
    const edge = await bus(10_000);
    const answered = edge.forward(call);
    await until(async () => (await redis.xLen(callStreamKey(prefix))) === 1);
    const read = await redis.xReadGroup(ENGINE_GROUP, ENGINE_CONSUMER, {
      key: callStreamKey(prefix),
      id: '>',
    });
    expect(read?.[0]?.messages).toHaveLength(1);
    expect((await redis.xPending(callStreamKey(prefix), ENGINE_GROUP)).pending).toBe(1);

    const { runs } = await engine();
    expect(await answered).toEqual({ ok: true, data: { input: { price: '1.5' }, userId: 7 } });
    expect(runs).toHaveLength(1);
    expect((await redis.xPending(callStreamKey(prefix), ENGINE_GROUP)).pending).toBe(0);
  });

  it('keeps the reply stream of an edge only while it lives', async () => {
    await engine();
    const edge = await bus();
    await edge.forward(call);
    const [replies] = await redis.keys(`${prefix}replies:*`);
    expect(replies).toBeDefined();
    const ttl = await redis.pTTL(replies ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await edge.close();
    expect(await redis.keys(`${prefix}replies:*`)).toEqual([]);
    // A closed edge answers at once instead of queueing.
    expect(await edge.forward(call)).toMatchObject({ ok: false, status: 503 });
  });

  it('answers 503 for a route the engine process does not know', async () => {
    await engine();
    const edge = await bus();
    const answer: TradingAnswer = await edge.forward({ ...call, url: '/api/futures/newer' });
    expect(answer).toMatchObject({ ok: false, status: 503 });
  });
});

async function until(check: () => Promise<unknown>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
