import { signUpByEmail, uniqueEmail, v2 } from './auth-client';

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

export function futures(base: string) {
  return async (
    path: string,
    token: string | undefined,
    body?: Record<string, unknown>,
  ): Promise<Answer> => {
    const response = await fetch(`${base}/api/futures/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await response.json()) as Omit<Answer, 'status' | 'headers'>;
    return { ...parsed, status: response.status, headers: response.headers };
  };
}

/** A user who verified their identity (approved at once here) and opened a futures account. */
export async function trader(base: string, country = 'JP'): Promise<string> {
  const token = await signUpByEmail(base, uniqueEmail('trader'));
  const call = v2(base);
  const kyc = await call(
    'user/kyc/level1',
    { realName: 'Sato Hana', country, idNumber: 'T1234567' },
    { token },
  );
  if (kyc.code !== 0) throw new Error(`kyc failed: ${kyc.raw}`);
  const opened = await call('user/futures/open', { acceptRisk: true }, { token });
  if (opened.code !== 0) throw new Error(`futures not opened: ${opened.raw}`);
  return token;
}

export async function deposit(base: string, token: string, amount: string): Promise<void> {
  const response = await fetch(`${base}/api/v2/asset/demo/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ currencyId: 1, amount }),
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

/** The user id behind a session (the engine keys everything by it). */
export async function userIdOf(base: string, token: string): Promise<number> {
  return Number((await v2(base)('user/base/info', {}, { token })).data?.userId);
}

/** Deposits `amount` USDT and moves it into the futures account. */
export async function fund(
  call: ReturnType<typeof futures>,
  base: string,
  token: string,
  amount: string,
): Promise<void> {
  await deposit(base, token, amount);
  const moved = await call('future/transfer', token, {
    from: 'spot',
    to: 1,
    currencyId: 1,
    amount,
  });
  if (moved.code !== 0) throw new Error(`transfer failed: ${JSON.stringify(moved)}`);
}
