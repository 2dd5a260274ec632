import { rm } from 'node:fs/promises';
import { v2, type Answer } from './auth-client';
import {
  freshPostgresDatabase,
  makeDataDir,
  pollFor,
  startTestServer,
  type Driver,
  type TestServer,
} from './harness';
import { engineHost, TRADING_SERVER_ENV } from './trading-client';

/**
 * Helpers of the wallet API tests: GET and POST on `{v2}/asset/…`, the engine's spot balance, a
 * data folder (and PostgreSQL database) that outlives one server so a test can restart it.
 */

export type { Answer };

export function walletApi(base: string) {
  const call = v2(base);
  return {
    get: (path: string, token: string, headers: Record<string, string> = {}) =>
      call(path, {}, { token, method: 'GET', headers }),
    post: (
      path: string,
      token: string,
      body: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) => call(path, body, { token, headers }),
  };
}

/** The wallet server: the engine without makers, the demo chain confirming in `confirmMs`. */
export function walletEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...TRADING_SERVER_ENV,
    DEMO_CHAIN_CONFIRM_MS: '1500',
    DEMO_WITHDRAW_DELAY_MS: '600000',
    ...extra,
  };
}

/** The spot wallet in the engine, as a decimal string. */
export function spotOf(t: TestServer, userId: number): bigint {
  return engineHost(t).state.spot.get(userId) ?? 0n;
}

/** Waits out the per-user read limit (20 a second) between bursts of reads. */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
): Promise<T> {
  // Well under the per-user limit of 20 reads a second.
  return pollFor(what, probe, ms, 150);
}

/** Data that survives a server: start, stop and start again on it; removed by `drop`. */
export async function workspace(driver: Driver) {
  const dataDir = await makeDataDir();
  const database = driver.baseUrl ? await freshPostgresDatabase(driver.baseUrl) : undefined;
  const reuse = { dataDir, databaseUrl: database?.url };
  return {
    start: (env: Record<string, string>) => startTestServer(driver, env, reuse),
    async drop() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
