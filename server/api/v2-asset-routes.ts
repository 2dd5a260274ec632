import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../auth/sessions';
import type { Database } from '../db/database';
import type { EngineHost } from '../services/exchange/engine-host';
import { demoDeposit, demoDepositInput } from '../services/trading/demo-deposit';
import { ApiError, ApiErrorCode } from './envelope';
import { userRoute } from './user-route';

export interface AssetRouteDeps {
  sessions: SessionService;
  database: Database;
  now: () => number;
  /** The engine host once the exchange runs (undefined on processes without the engine). */
  engine: () => EngineHost | undefined;
}

/**
 * `asset/demo/deposit`: test USDT into the spot wallet, for the one-machine demo only. Registered
 * only when `DEMO_DEPOSIT=on`; otherwise the path is an unknown route (404).
 */
export function registerDemoDepositRoute(app: FastifyInstance, deps: AssetRouteDeps): void {
  userRoute(
    app,
    deps.sessions,
    '/asset/demo/deposit',
    demoDepositInput,
    async (input, ctx) => {
      const result = await demoDeposit(
        { database: deps.database, host: deps.engine(), now: deps.now },
        ctx.userId,
        input,
      );
      if (result.ok) return result;
      throw new ApiError(
        ApiErrorCode.badParameter,
        `amount: over the daily demo deposit limit; ${result.remainingToday} USDT left today`,
      );
    },
    { auth: 'required' },
  );
}
