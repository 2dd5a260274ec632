import Fastify from 'fastify';
import { z } from 'zod';
import type { ApiKeyService } from '../auth/api-keys';
import { MemoryHitStore } from '../auth/rate-limiter';
import type { SessionService } from '../auth/sessions';
import type { Database } from '../db/database';
import {
  createTradingRoute,
  READ,
  TRADING_LIMITS,
  type AdapterRequest,
  type TradingCalls,
  type TradingRouteDeps,
} from './trading-route';

/** Registering needs none of these: they are used only once a request arrives. */
function deps(calls: TradingCalls): TradingRouteDeps {
  return {
    sessions: {} as SessionService,
    apiKeys: {} as ApiKeyService,
    database: {} as Database,
    now: Date.now,
    engine: () => undefined,
    limitStore: new MemoryHitStore(),
    calls,
  };
}

describe('the calls the trading route adapter hands to key-signing adapters', () => {
  it('holds the routes keys may use and never a session-only route that moves money', async () => {
    const calls: TradingCalls = new Map();
    const app = Fastify();
    await app.register(
      async (v2) => {
        const route = createTradingRoute(v2, deps(calls), 'v2');
        for (const url of ['/asset/demo/deposit', '/asset/withdraw/apply', '/asset/deposit/demo'])
          route(url, z.object({}), () => ({ moved: true }), { limit: 'write' });
        route('/asset/withdraw/list', z.object({}), () => ({ list: [] }), READ);
      },
      { prefix: '/api/v2' },
    );
    await app.ready();
    expect([...calls.keys()]).toEqual(['/api/v2/asset/withdraw/list']);
    await app.close();
  });
});

describe("the per-user limit on an adapter's calls", () => {
  async function futuresCalls() {
    const calls: TradingCalls = new Map();
    const app = Fastify();
    await app.register(
      async (futures) => {
        const route = createTradingRoute(futures, deps(calls), 'futures');
        route('/future/order/open', z.object({}), () => ({ list: [] }), READ);
        route('/future/order/place', z.object({}), () => ({ placed: true }), { limit: 'write' });
      },
      { prefix: '/api/futures' },
    );
    await app.ready();
    const call = (url: string) => {
      const found = calls.get(`/api/futures${url}`);
      if (!found) throw new Error(`no call ${url}`);
      return found;
    };
    return { app, read: call('/future/order/open'), write: call('/future/order/place') };
  }

  it("counts one adapter request's reads once, however many it makes", async () => {
    const { app, read } = await futuresCalls();
    const oneRequest: AdapterRequest = { readCounted: false };
    for (let i = 0; i < TRADING_LIMITS.read + 5; i++) {
      await expect(read({}, 7, 'en', oneRequest)).resolves.toEqual({ list: [] });
    }
    // The one request used one of the 20: 19 more requests fit this second, the 20th does not.
    for (let i = 0; i < TRADING_LIMITS.read - 1; i++) {
      await expect(read({}, 7, 'en', { readCounted: false })).resolves.toEqual({ list: [] });
    }
    await expect(read({}, 7, 'en', { readCounted: false })).rejects.toMatchObject({
      httpStatus: 429,
    });
    // Another user's limit is their own.
    await expect(read({}, 8, 'en', { readCounted: false })).resolves.toEqual({ list: [] });
    await app.close();
  });

  it('counts every change, within one request as across requests', async () => {
    const { app, write } = await futuresCalls();
    const oneRequest: AdapterRequest = { readCounted: false };
    for (let i = 0; i < TRADING_LIMITS.write; i++) {
      await expect(write({}, 7, 'en', oneRequest)).resolves.toEqual({ placed: true });
    }
    await expect(write({}, 7, 'en', oneRequest)).rejects.toMatchObject({ httpStatus: 429 });
    await app.close();
  });
});
