import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { createKey, signed } from './api-key-client';
import { signUpByEmail, uniqueEmail } from './auth-client';
import { at, freshPostgresDatabase, makeDataDir, required, spawnServer } from './harness';
import { deposit, futures, trader, TRADING_SERVER_ENV, type Answer } from './trading-client';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

type Server = Awaited<ReturnType<typeof spawnServer>>;

/** What a client sees of an answer: status and envelope. */
function seen(answer: Answer) {
  const { status, code, success, message, data } = answer;
  return { status, code, success, message, data };
}

async function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    return server.child.exitCode;
  }
  const exited = once(server.child, 'exit') as Promise<[number | null]>;
  server.child.kill(signal);
  return (await exited)[0];
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (!child.kill(name)) throw new Error(`${name} not delivered`);
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A limit buy price 2 % under the engine's mark, on BTC's 0.1 tick. */
async function bidUnderMark(engineUrl: string): Promise<string> {
  const mark = await until(async () => {
    const response = await fetch(`${engineUrl}/api/futures/fundingRate/current?contractId=1`);
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as { data: { markPrice: string } };
    return Number(body.data.markPrice) > 0 ? Number(body.data.markPrice) : undefined;
  });
  return (Math.floor(mark * 0.98 * 10) / 10).toFixed(1);
}

// An engine process and edge processes (no engine) share one PostgreSQL database and one Redis:
// every private futures call made on an edge is carried out by the engine process.
describe.skipIf(!databaseUrl || !redisUrl)('private futures calls on an edge process', () => {
  it(
    'reach the engine process through Redis and answer as the engine process does',
    { timeout: 240_000 },
    async () => {
      const database = await freshPostgresDatabase(required('TEST_DATABASE_URL'));
      const dirs = [await makeDataDir(), await makeDataDir(), await makeDataDir()];
      const prefix = `test:trading-edge:${randomUUID()}:`;
      const redis = createClient({ url: required('TEST_REDIS_URL') });
      await redis.connect();
      const common = {
        ...TRADING_SERVER_ENV,
        PORT: '0',
        DATABASE_URL: database.url,
        REDIS_URL: required('TEST_REDIS_URL'),
        TRADING_BUS_PREFIX: prefix,
        // Every process of one exchange opens the same API-key secrets.
        API_KEY_ENCRYPTION_KEY: '5e'.repeat(32),
      };
      const engineEnv = { ...common, DATA_DIR: at(dirs, 0) };
      // Long enough to wait for an engine process that restarts.
      const edgeEnv = {
        ...common,
        DATA_DIR: at(dirs, 1),
        MARKET_SIMULATION: 'off',
        TRADING_CALL_TIMEOUT_MS: '30000',
      };
      const servers: Server[] = [];
      const start = async (env: Record<string, string>) => {
        const server = await spawnServer(env);
        servers.push(server);
        return server;
      };
      try {
        let engine = await start(engineEnv);
        let edge = await start(edgeEnv);
        expect(edge.output()).not.toContain('market feed started');
        expect(engine.output()).toContain('serving trading calls of edge processes');

        const onEdge = futures(edge.url);
        const onEngine = futures(engine.url);
        const token = await trader(edge.url);
        // The demo deposit too goes through the edge (the trading adapter forwards it).
        await deposit(edge.url, token, '1000');
        const moved = await onEdge('future/transfer', token, {
          from: 'spot',
          to: 1,
          currencyId: 1,
          amount: '1000',
        });
        expect(seen(moved)).toMatchObject({ status: 200, code: 0 });

        const price = await bidUnderMark(engine.url);
        const order = { contractId: 1, side: 'buy', orderType: 1, quantity: '0.002', price };
        const first = await onEdge('future/order/place', token, {
          ...order,
          clientOrderId: 'edge-1',
        });
        expect(seen(first)).toMatchObject({ status: 200, code: 0 });
        expect(first.data).toMatchObject({ clientOrderId: 'edge-1', duplicate: false, price });
        const again = await onEdge('future/order/place', token, {
          ...order,
          clientOrderId: 'edge-1',
        });
        expect(again.data).toMatchObject({ orderId: first.data.orderId, duplicate: true });

        // An engine refusal, a schema error and an error of the handler (price off the tick):
        // the same envelope from the edge as from the engine process itself.
        for (const body of [
          { ...order, quantity: '0.001' },
          { ...order, side: 'up' },
          { ...order, price: `${price}5` },
        ]) {
          const [fromEdge, fromEngine] = [
            await onEdge('future/order/place', token, body),
            await onEngine('future/order/place', token, body),
          ];
          expect(seen(fromEdge)).toEqual(seen(fromEngine));
        }
        expect(
          (await onEdge('future/order/place', token, { ...order, quantity: '0.001' })).code,
        ).toBe(102900002);
        // The gate runs on the engine process too (1034 without KYC), and ids that are not the
        // caller's answer the same 404.
        const stranger = await signUpByEmail(edge.url, uniqueEmail('edge-stranger'));
        const refusedByGate = await onEdge('future/order/place', stranger, order);
        expect(seen(refusedByGate)).toEqual(
          seen(await onEngine('future/order/place', stranger, order)),
        );
        expect(refusedByGate.code).toBe(1034);
        const notTheirs = await onEdge('future/order/detail?clientOrderId=edge-1', stranger);
        expect(seen(notTheirs)).toEqual(
          seen(await onEngine('future/order/detail?clientOrderId=edge-1', stranger)),
        );
        expect(notTheirs.status).toBe(404);
        const badSide = await onEdge('future/order/place', token, { ...order, side: 'up' });
        expect(seen(badSide)).toMatchObject({ status: 400, code: 400 });
        expect(badSide.message).toContain('side');
        const offTick = await onEdge('future/order/place', token, { ...order, price: `${price}5` });
        expect(seen(offTick)).toMatchObject({ status: 400 });
        expect(offTick.message).toContain('price');

        const openOn = async (call: typeof onEdge) => {
          const answer = await call('future/order/open?contractId=1', token);
          expect(answer.code).toBe(0);
          return answer;
        };
        const openOnEdge = await openOn(onEdge);
        expect(seen(openOnEdge)).toEqual(seen(await openOn(onEngine)));
        expect(JSON.stringify(openOnEdge.data)).toContain(
          `"orderId":${String(first.data.orderId)}`,
        );

        // A signed API-key request is checked on the edge; the call it forwards carries only the
        // route's own parameters (a strict schema on the engine process takes them).
        const keyOwner = { email: uniqueEmail('edge-keys'), token: '' };
        keyOwner.token = await signUpByEmail(edge.url, keyOwner.email);
        const key = await createKey(edge.url, keyOwner, {
          label: 'edge',
          permissions: ['read', 'trade'],
        });
        const saved = await signed(edge.url, '/api/futures/configs/preferences', key, {
          body: 'quantityUnit=quote',
          contentType: 'application/x-www-form-urlencoded',
          signatureIn: 'body',
        });
        expect(saved).toMatchObject({ status: 200, code: 0, data: { quantityUnit: 'quote' } });
        const [configsOnEdge, configsOnEngine] = [
          await signed(edge.url, '/api/futures/configs/private', key),
          await signed(engine.url, '/api/futures/configs/private', key),
        ];
        expect(configsOnEdge).toEqual(configsOnEngine);
        expect(configsOnEdge.data?.preferences).toMatchObject({ quantityUnit: 'quote' });
        expect(
          (await signed(edge.url, '/api/futures/future/accounts', key, { signWith: 'x' })).code,
        ).toBe(102400002);

        // A restarted edge (SIGTERM, clean exit) reads its answers on a new reply stream.
        expect(await stop(edge)).toBe(0);
        edge = await start(edgeEnv);
        const afterRestart = futures(edge.url);
        expect((await openOn(afterRestart)).data).toEqual(openOnEdge.data);
        const second = await afterRestart('future/order/place', token, {
          ...order,
          clientOrderId: 'edge-2',
        });
        expect(second.data).toMatchObject({ clientOrderId: 'edge-2', duplicate: false });

        // The engine process stops (SIGSTOP) while blocked reading the command stream: the next
        // call is delivered to it and left unacknowledged when it is killed. A second edge that
        // waits only one second answers its own call 503, and that call is dropped unrun.
        const impatient = await start({
          ...edgeEnv,
          DATA_DIR: at(dirs, 2),
          TRADING_CALL_TIMEOUT_MS: '1000',
        });
        signal(engine.child, 'SIGSTOP');
        const pending = afterRestart('future/order/place', token, {
          ...order,
          clientOrderId: 'edge-3',
        });
        const calls = `${prefix}calls`;
        await until(async () =>
          (await redis.xPending(calls, 'engine')).pending === 1 ? true : undefined,
        );
        const late = await futures(impatient.url)('future/order/place', token, {
          ...order,
          clientOrderId: 'late',
        });
        expect(seen(late)).toMatchObject({ status: 503, code: 503, success: false });
        expect(late.message).toContain('did not answer within 1000 ms');
        expect((await redis.xPending(calls, 'engine')).pending).toBe(1);
        await stop(engine, 'SIGKILL');

        engine = await start(engineEnv);
        const third = await pending;
        expect(seen(third)).toMatchObject({ status: 200, code: 0 });
        expect(third.data).toMatchObject({ clientOrderId: 'edge-3', duplicate: false });
        expect(engine.output()).toContain('pending trading calls claimed');
        await until(async () =>
          engine.output().includes('trading call past its deadline dropped') ? true : undefined,
        );
        expect((await redis.xPending(calls, 'engine')).pending).toBe(0);
        // Never placed: the same client order id places a new order now.
        const lateAgain = await futures(impatient.url)('future/order/place', token, {
          ...order,
          clientOrderId: 'late',
        });
        expect(lateAgain.data).toMatchObject({ clientOrderId: 'late', duplicate: false });
        const open = JSON.stringify((await openOn(futures(engine.url))).data);
        for (const id of ['edge-1', 'edge-2', 'edge-3', 'late']) {
          expect(open.split(`"clientOrderId":"${id}"`)).toHaveLength(2);
        }

        for (const server of [impatient, edge, engine]) {
          // On failure the message carries the end of the process's log: why it did not exit 0.
          expect(await stop(server), server.output().slice(-3000)).toBe(0);
        }
      } finally {
        for (const server of servers) await stop(server, 'SIGKILL');
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(keys);
        redis.destroy();
        await database.drop();
        for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
