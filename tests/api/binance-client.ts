import ccxt from 'ccxt';
import { signUpByEmail, uniqueEmail, v2 } from './auth-client';
import { createKey, type CreatedKey } from './api-key-client';
import { fund, futures, userIdOf } from './trading-client';

/**
 * The pieces the Binance-compatible layer's tests share: a trader with KYC, a futures account,
 * funds and an API key created through `user/apiKey/create`, and CCXT's unmodified
 * `binanceusdm` (REST) and `pro.binanceusdm` (websockets) pointed at a server of these tests.
 */

export interface BinanceTrader {
  token: string;
  email: string;
  userId: number;
  key: CreatedKey;
}

/** Signs up, passes KYC, opens futures, deposits and moves `amount` USDT, creates a trade key. */
export async function binanceTrader(base: string, amount = '10000'): Promise<BinanceTrader> {
  const email = uniqueEmail('binance');
  const token = await signUpByEmail(base, email);
  const call = v2(base);
  const kyc = await call(
    'user/kyc/level1',
    { realName: 'Sato Hana', country: 'JP', idNumber: 'T1234567' },
    { token },
  );
  if (kyc.code !== 0) throw new Error(`kyc failed: ${kyc.raw}`);
  const opened = await call('user/futures/open', { acceptRisk: true }, { token });
  if (opened.code !== 0) throw new Error(`futures not opened: ${opened.raw}`);
  if (amount !== '0') await fund(futures(base), base, token, amount);
  const key = await createKey(
    base,
    { token, email },
    { label: 'ccxt', permissions: ['read', 'trade'] },
  );
  return { token, email, userId: await userIdOf(base, token), key };
}

/** The URLs CCXT's Binance classes use for USDⓈ-M futures, all on `base`. */
export function binanceUrls(base: string) {
  const ws = base.replace(/^http/, 'ws');
  return {
    fapiPublic: `${base}/fapi/v1`,
    fapiPublicV2: `${base}/fapi/v2`,
    fapiPublicV3: `${base}/fapi/v3`,
    fapiPrivate: `${base}/fapi/v1`,
    fapiPrivateV2: `${base}/fapi/v2`,
    fapiPrivateV3: `${base}/fapi/v3`,
    fapiData: `${base}/futures/data`,
    ws: { future: `${ws}/ws` },
  };
}

/** CCXT's `binanceusdm`, unmodified, with its `urls.api` entries pointed at `base`. */
export function ccxtClient(base: string, key?: CreatedKey) {
  const exchange = new ccxt.binanceusdm({
    ...(key ? { apiKey: key.apiKey, secret: key.secretKey } : {}),
    enableRateLimit: false,
    // Currencies come from Binance's spot wallet API (sapi), which a futures exchange does not serve.
    options: { fetchCurrencies: false },
  });
  exchange.urls.api = { ...exchange.urls.api, ...binanceUrls(base) };
  return exchange;
}

/** CCXT Pro's `binanceusdm` (REST and websockets), pointed at `base` the same way. */
export function ccxtProClient(base: string, key?: CreatedKey) {
  const exchange = new ccxt.pro.binanceusdm({
    ...(key ? { apiKey: key.apiKey, secret: key.secretKey } : {}),
    enableRateLimit: false,
    // Currencies come from Binance's spot wallet API (sapi), which a futures exchange does not serve.
    options: { fetchCurrencies: false },
  });
  exchange.urls.api = { ...exchange.urls.api, ...binanceUrls(base) };
  return exchange;
}
