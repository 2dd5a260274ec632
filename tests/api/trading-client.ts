import { eq } from 'drizzle-orm';
import type { WireInstantDemoDepositInput } from '../../lib/contract/wire/wallet';
import { countries } from '../../server/db/schema';
import { ticksToPrice, type ContractConfig } from '../../server/engine';
import type { EngineHost } from '../../server/engine-runtime/engine-host';
import { RESTRICTED_FLAG_TTL_MS } from '../../server/services/trading/trading-gate';
import { signUpByEmail, uniqueEmail, v2 } from './auth-client';
import { checkContractAnswer } from './contract-answers';
import { startTestServer, type Driver, type TestServer } from './harness';

/**
 * A client of the private futures API for API tests: a call helper, a trader with KYC and an
 * opened futures account, demo deposits and the server environment the trading tests run with.
 */

export interface Answer {
  status: number;
  code: number;
  success: boolean;
  message: string;
  // The answers differ per route; each test reads the fields it checks.
  data: Record<string, unknown> & { [key: string]: unknown };
  headers: Headers;
}

/**
 * Calls on `{base}{prefix}{path}`: GET without a body, POST with a JSON one, each answer checked
 * against the contract.
 */
export function jsonApi(base: string, prefix: string) {
  return async (
    path: string,
    token: string | undefined,
    body?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetch(`${base}${prefix}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await response.json()) as Omit<Answer, 'status' | 'headers'>;
    checkContractAnswer(path, parsed.code, parsed.data);
    return { ...parsed, status: response.status, headers: response.headers };
  };
}

/** The private futures API (`/api/futures/…`). */
export function futures(base: string) {
  return jsonApi(base, '/api/futures/');
}

/** A user who verified their identity (approved at once here) and opened a futures account. */
export async function trader(base: string, country = 'JP'): Promise<string> {
  const token = await signUpByEmail(base, uniqueEmail('trader'));
  await openFutures(base, token, { realName: 'Sato Hana', country, idNumber: 'T1234567' });
  return token;
}

/** Verifies a signed-up user's identity (approved at once here) and opens their futures account. */
export async function openFutures(
  base: string,
  token: string,
  identity: { realName: string; country: string; idNumber: string },
): Promise<void> {
  const call = v2(base);
  const kyc = await call('user/kyc/level1', identity, { token });
  if (kyc.code !== 0) throw new Error(`kyc failed: ${kyc.raw}`);
  const opened = await call('user/futures/open', { acceptRisk: true }, { token });
  if (opened.code !== 0) throw new Error(`futures not opened: ${opened.raw}`);
}

export async function deposit(base: string, token: string, amount: string): Promise<void> {
  const body: WireInstantDemoDepositInput = { currencyId: 1, amount };
  const response = await fetch(`${base}/api/v2/asset/demo/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`deposit failed: ${await response.text()}`);
}

/** The engine without market makers (nothing moves by itself), KYC at once, demo deposits. */
export const TRADING_SERVER_ENV = {
  MARKET_SIMULATION: 'on',
  MARKET_MAKERS: 'off',
  CANDLE_BACKFILL_DAYS: '0',
  DEV_DELIVERY: 'on',
  DEMO_DEPOSIT: 'on',
  KYC_AUTO_APPROVE: 'on',
  AUTH_LIMIT_SCALE: '100',
};

/**
 * The commands the engine journals from now on, apart from the market simulator's own (its index
 * prices and ticks go on beside every test, so the engine's sequence alone cannot say whether a
 * call was journaled): call the result for the count so far.
 */
export function countUserCommands(t: TestServer): () => number {
  let count = 0;
  engineHost(t).onApplied(({ command }) => {
    if (command.kind !== 'setPrices' && command.kind !== 'tick') count += 1;
  });
  return () => count;
}

/** The engine of a running test server, whose state a test reads (and moves, as the feed does). */
export function engineHost(t: TestServer): EngineHost {
  const host = t.server.exchange?.host;
  if (!host) throw new Error('the exchange is not running');
  return host;
}

/** A contract's configuration in the engine of a running test server. */
export function contractConfig(t: TestServer, contractId: number): ContractConfig {
  const config = engineHost(t).config(contractId);
  if (!config) throw new Error(`no contract ${contractId}`);
  return config;
}

/** The user id behind a session (the engine keys everything by it). */
export async function userIdOf(base: string, token: string): Promise<number> {
  return Number((await v2(base)('user/base/info', {}, { token })).data?.userId);
}

/** `future/transfer` of `amount` USDT between a user's accounts: 'spot' or a futures account type. */
export function transfer(
  call: ReturnType<typeof futures>,
  token: string,
  from: number | string,
  to: number | string,
  amount: string,
): Promise<Answer> {
  return call('future/transfer', token, { from, to, currencyId: 1, amount });
}

/** Deposits `amount` USDT and moves it into the futures account. */
export async function fund(
  call: ReturnType<typeof futures>,
  base: string,
  token: string,
  amount: string,
): Promise<void> {
  await deposit(base, token, amount);
  const moved = await transfer(call, token, 'spot', 1, amount);
  if (moved.code !== 0) throw new Error(`transfer failed: ${JSON.stringify(moved)}`);
}

/**
 * `taker` buys at `price` what `maker` offers there first: the ask rests (it must be accepted),
 * the bid is IOC, so it fills against it or nothing of it rests. `accountType` is the taker's.
 * The taker's answer is the test's to check.
 */
export async function buyFromMaker(
  call: ReturnType<typeof futures>,
  maker: string,
  taker: string,
  order: { contractId: number; price: string; quantity: string; accountType?: number },
): Promise<Answer> {
  const { accountType, ...at } = order;
  const ask = await call('future/order/place', maker, { ...at, side: 'sell', orderType: 1 });
  if (ask.code !== 0) throw new Error(`the maker's ask was refused: ${JSON.stringify(ask)}`);
  return call('future/order/place', taker, {
    ...at,
    side: 'buy',
    orderType: 1,
    timeInForce: 'IOC',
    ...(accountType === undefined ? {} : { accountType }),
  });
}

/**
 * Runs `body` while the country `code` is restricted (set in SQL, as an operator does), waiting
 * out the trading gate's trust in the old flag on both edges so no call sees a stale one.
 */
export async function whileRestricted(
  t: TestServer,
  code: string,
  body: () => Promise<void>,
): Promise<void> {
  const flag = (restricted: boolean) =>
    t.server.database.db.update(countries).set({ restricted }).where(eq(countries.code, code));
  const settle = () => new Promise((resolve) => setTimeout(resolve, RESTRICTED_FLAG_TTL_MS + 50));
  await flag(true);
  await settle();
  try {
    await body();
  } finally {
    await flag(false);
    await settle();
  }
}

/** The started server of a describe block and the private futures API on it. */
export interface TradingServer {
  t: TestServer;
  call: ReturnType<typeof futures>;
  /**
   * Runs `body` with the server's clock standing still, for a test about what happens within one
   * window of a limit: on a busy machine a burst of requests can take longer than the window
   * itself, so the test would measure the machine, not the limit.
   */
  whileTimeStands: <T>(body: () => Promise<T>) => Promise<T>;
}

/** Starts the real server for a describe block (stopped after it) and hands it to `use`. */
export function useTradingServer(
  driver: Driver,
  use: (server: TradingServer) => void,
  env: Record<string, string> = TRADING_SERVER_ENV,
): void {
  let started: TestServer | undefined;
  let standingAt: number | undefined;
  const whileTimeStands = async <T>(body: () => Promise<T>): Promise<T> => {
    standingAt = Date.now();
    try {
      return await body();
    } finally {
      standingAt = undefined;
    }
  };
  beforeAll(async () => {
    started = await startTestServer(driver, env, undefined, {
      now: () => standingAt ?? Date.now(),
    });
    use({ t: started, call: futures(started.url), whileTimeStands });
  }, 180_000);
  afterAll(async () => {
    await started?.stop();
  });
}

/** A price `percent` away from the contract's mark now, on its tick (for orders that must rest or cross). */
export function priceFromMark(t: TestServer, contractId: number, percent: number): string {
  const host = t.server.exchange?.host;
  const config = host?.config(contractId);
  const mark = host?.state.contracts.get(contractId)?.markPrice ?? 0;
  if (!config || mark <= 0) throw new Error('no mark price yet');
  return ticksToPrice(config, Math.max(1, Math.round(mark * (1 + percent / 100))));
}

/**
 * Prices `percent` away from a contract's mark at the time of each call (priceFromMark); fails at
 * once when the exchange does not run that contract.
 */
export function pricesFromMark(t: TestServer, contractId: number): (percent: number) => string {
  contractConfig(t, contractId);
  return (percent) => priceFromMark(t, contractId, percent);
}

/**
 * Within a `useTradingServer` block: wait for a contract's mark price, and make funded traders
 * whose open orders are cancelled after each test (so no test trades with another's orders).
 */
export function useFundedTraders(server: () => TradingServer): {
  markReady: (contractId: number) => Promise<void>;
  fundedTrader: (amount?: string) => Promise<string>;
} {
  const traders: string[] = [];
  afterEach(async () => {
    for (const token of traders.splice(0)) await server().call('future/order/cancelAll', token, {});
  });
  return {
    async markReady(contractId) {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const host = server().t.server.exchange?.host;
        if ((host?.state.contracts.get(contractId)?.markPrice ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no mark price in time');
    },
    async fundedTrader(amount = '2000') {
      const { t, call } = server();
      const token = await trader(t.url);
      await fund(call, t.url, token, amount);
      traders.push(token);
      return token;
    },
  };
}

/**
 * A `useTradingServer` block on the default environment whose tests count the engine commands
 * their calls journal (countUserCommands) and trade on one contract as funded traders
 * (useFundedTraders).
 */
export function useCountedTrading(
  driver: Driver,
  contractId: number,
): {
  server: () => TradingServer;
  userCommands: () => number;
  call: (path: string, token: string, body: Record<string, unknown>) => Promise<Answer>;
  markReady: () => Promise<void>;
  fundedTrader: (amount?: string) => Promise<string>;
} {
  let started: TradingServer | undefined;
  let userCommands: () => number = () => 0;
  useTradingServer(driver, (server) => {
    started = server;
    userCommands = countUserCommands(server.t);
  });
  const server = () => {
    if (!started) throw new Error('the trading server has not started');
    return started;
  };
  const traders = useFundedTraders(server);
  return {
    server,
    userCommands: () => userCommands(),
    call: (path, token, body) => server().call(path, token, body),
    markReady: () => traders.markReady(contractId),
    fundedTrader: traders.fundedTrader,
  };
}
