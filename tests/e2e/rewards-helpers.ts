import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, uniqueEmail } from './auth-helpers';

/** The data of a v2 / futures answer, which must be a success. */
export async function ok<T = unknown>(
  response: Promise<{ json: () => Promise<unknown> }>,
): Promise<T> {
  const body = (await (await response).json()) as { code: number; data: T };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

export interface TestUser {
  email: string;
  token: string;
  headers: Record<string, string>;
}

/** A new user logged in over the API (no KYC yet, nothing else done). */
export async function newUser(request: APIRequestContext, tag: string): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const token = await apiLogin(request, email, await createAccount(request, email));
  return { email, token, headers: { authorization: `Bearer ${token}` } };
}

/** KYC level 1 (the e2e server approves at once) and futures opened with the risk warning. */
export async function verifyAndOpenFutures(request: APIRequestContext, user: TestUser) {
  await ok(
    request.post('/api/v2/user/kyc/level1', {
      headers: user.headers,
      data: { realName: 'Reward Person', country: 'JP', idNumber: 'ID-20261125' },
    }),
  );
  await ok(
    request.post('/api/v2/user/futures/open', {
      headers: user.headers,
      data: { acceptRisk: true },
    }),
  );
}

/** Demo USDT into spot, then `toFutures` of it into the futures account. */
export async function fundFutures(
  request: APIRequestContext,
  user: TestUser,
  deposit: string,
  toFutures: string,
) {
  await ok(
    request.post('/api/v2/asset/demo/deposit', {
      headers: user.headers,
      data: { currencyId: 1, amount: deposit },
    }),
  );
  await ok(
    request.post('/api/futures/future/transfer', {
      headers: user.headers,
      data: { from: 'spot', to: 1, currencyId: 1, amount: toFutures },
    }),
  );
}

/**
 * A new trader ready to trade over the API: verified, futures opened, `deposit` demo USDT of which
 * `toFutures` (all of it unless given) moved into the futures account.
 */
export async function fundedTrader(
  request: APIRequestContext,
  tag: string,
  deposit: string,
  toFutures = deposit,
): Promise<TestUser> {
  const user = await newUser(request, tag);
  await verifyAndOpenFutures(request, user);
  await fundFutures(request, user, deposit, toFutures);
  return user;
}

/** The test's browser fixtures a helper needs to log the browser in and open a page. */
export interface TestBrowser {
  page: Page;
  context: BrowserContext;
  baseURL: string | undefined;
}

export async function logInBrowser(
  context: BrowserContext,
  user: TestUser,
  baseURL: string | undefined,
) {
  await context.addCookies([{ name: 'exch-token', value: user.token, url: baseURL ?? '' }]);
}

/** A new user logged in over the API, and the browser logged in with that session. */
export async function newUserInBrowser(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string | undefined,
  tag: string,
): Promise<TestUser> {
  const user = await newUser(request, tag);
  await logInBrowser(context, user, baseURL);
  return user;
}

/** The last price of a contract from the public overview. */
export async function lastPrice(request: APIRequestContext, contractId: number): Promise<number> {
  const overview = await ok<{ cid: number; lp: string }[]>(request.get('/api/getOverview'));
  const row = overview.find((r) => r.cid === contractId);
  const price = Number(row?.lp);
  expect(price, 'a last price').toBeGreaterThan(0);
  return price;
}
