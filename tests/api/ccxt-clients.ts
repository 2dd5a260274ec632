import ccxt from 'ccxt';

/**
 * CCXT's Binance USDⓈ-M classes, unmodified, pointed at a server of these tests: shared by the API
 * tests and the end-to-end ones (no test runner imported here).
 */

/** What a created API key gives a client. */
export interface KeyPair {
  apiKey: string;
  secretKey: string;
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
export function ccxtClient(base: string, key?: KeyPair) {
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
export function ccxtProClient(base: string, key?: KeyPair) {
  const exchange = new ccxt.pro.binanceusdm({
    ...(key ? { apiKey: key.apiKey, secret: key.secretKey } : {}),
    enableRateLimit: false,
    // Currencies come from Binance's spot wallet API (sapi), which a futures exchange does not serve.
    options: { fetchCurrencies: false },
  });
  exchange.urls.api = { ...exchange.urls.api, ...binanceUrls(base) };
  return exchange;
}
