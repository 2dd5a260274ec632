import Fastify from 'fastify';
import { z } from 'zod';
import type { ApiKeyService } from '../auth/api-keys';
import { MemoryHitStore } from '../auth/rate-limiter';
import type { SessionService } from '../auth/sessions';
import type { Database } from '../db/database';
import {
  createTradingRoute,
  READ,
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
