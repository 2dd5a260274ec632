import { demoDeposit, demoDepositInput } from '../services/trading/demo-deposit';
import { ApiError, ApiErrorCode } from './envelope';
import type { TradingRoute, TradingRouteDeps } from './trading-route';

/**
 * `asset/demo/deposit`: test USDT into the spot wallet, for the one-machine demo only. Registered
 * only when `DEMO_DEPOSIT=on`; otherwise the path is an unknown route (404). It goes through the
 * trading route adapter (session, the per-user write limit), so on an edge process it reaches the
 * engine process like every other money call. The body and the answer are the contract's
 * (wireInstantDemoDepositInputSchema and wireInstantDemoDepositSchema in
 * lib/contract/wire/wallet-schemas); the service adds the amount in minor units and the day's limit.
 */
export function registerDemoDepositRoute(route: TradingRoute, deps: TradingRouteDeps): void {
  route(
    '/asset/demo/deposit',
    demoDepositInput,
    async (input, userId) => {
      const result = await demoDeposit(
        { database: deps.database, host: deps.engine(), now: deps.now },
        userId,
        input,
      );
      if (result.ok) return result;
      throw new ApiError(
        ApiErrorCode.badParameter,
        `amount: over the daily demo deposit limit; ${result.remainingToday} USDT left today`,
      );
    },
    { limit: 'write' },
  );
}
