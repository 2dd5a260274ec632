import * as z from 'zod/mini';
import { deriveContract, sortSpotSymbols } from '@/lib/instruments';

/**
 * A number as the wire sends it: a decimal string or a JSON number. Kept as sent; the UI parses it
 * with lib/decimal, never with parseFloat.
 */
export const numericSchema = z.union([z.string(), z.number()]);
export type Numeric = z.infer<typeof numericSchema>;
const numeric = numericSchema;

const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * A finite number (string or JSON number) read as a decimal string, so amounts never pass through
 * a binary float on their way to decimal.js: `"0.10"` stays `"0.10"`, `5` becomes `"5"`.
 */
export const decimalStringSchema = z.pipe(
  numericSchema.check(
    z.refine(
      (value) =>
        typeof value === 'number' ? Number.isFinite(value) : DECIMAL_TEXT.test(value.trim()),
      { message: 'Expected a decimal number' },
    ),
  ),
  z.transform((value: Numeric) => (typeof value === 'number' ? String(value) : value.trim())),
);

export const riskLimitSchema = z.looseObject({ leverage: z.coerce.number() });

/** A contract as /api/getPublic sends it, plus the derived code and amount precision. */
export const contractSchema = z.pipe(
  z.looseObject({
    contractId: z.coerce.number(),
    name: z.string(),
    baseAsset: z.string(),
    quoteAsset: z.string(),
    marginAsset: z.string(),
    contractSize: numeric,
    priceScale: z.coerce.number(),
    riskLimits: z._default(z.array(riskLimitSchema), []),
    baseAssetIcon: z.optional(z.string()),
  }),
  z.transform(deriveContract),
);

export const spotCurrencySchema = z.looseObject({
  currencyId: z.coerce.number(),
  name: z.string(),
  iconAddress: z.optional(z.string()),
});

export const spotSymbolSchema = z.looseObject({
  instrumentId: z.coerce.number(),
  symbol: z.string(),
  showName: z.string(),
  baseCurrency: z.string(),
  quoteCurrency: z.string(),
  amountPrecision: z.coerce.number(),
  pricePrecision: z.coerce.number(),
  weight: z.coerce.number(),
});

export const publicDataSchema = z.object({
  contracts: z._default(z.array(contractSchema), []),
  currencies: z._default(z.array(z.looseObject({})), []),
  spotCurrencies: z._default(z.array(spotCurrencySchema), []),
  spotSymbols: z.pipe(
    z._default(z.array(spotSymbolSchema), []),
    z.transform((symbols: SpotSymbol[]) => sortSpotSymbols(symbols)),
  ),
});

export type Contract = z.infer<typeof contractSchema>;
export type SpotCurrency = z.infer<typeof spotCurrencySchema>;
export type SpotSymbol = z.infer<typeof spotSymbolSchema>;
export type PublicData = z.infer<typeof publicDataSchema>;

export const marketIndicatorSchema = z.looseObject({
  cid: z.coerce.number(),
  lp: z.optional(numeric),
  pcr: z.optional(numeric),
  pv: z.optional(numeric),
  pt: z.optional(numeric),
  mp: z.optional(numeric),
  ip: z.optional(numeric),
  /** 24 h high and low. */
  h: z.optional(numeric),
  l: z.optional(numeric),
  /** Open interest in the base asset. */
  oi: z.optional(numeric),
});

/**
 * Per-contract market indicator: last price, change rate, volume, turnover, mark and index price,
 * 24 h high and low, open interest.
 */
export type MarketIndicator = z.infer<typeof marketIndicatorSchema>;

/**
 * Start time, open, high, low, close, volume — as an object or a [t, o, h, l, c, v] row.
 * (zod/mini has no `preprocess`: classic's is this same pipe, a transform into the schema.)
 */
export const klinePointSchema = z.pipe(
  z.transform((value: unknown): unknown => {
    if (Array.isArray(value)) {
      const [time, open, high, low, close, volume] = value as unknown[];
      return { time, open, high, low, close, volume };
    }
    if (value && typeof value === 'object' && !('time' in value)) {
      const row = value as Record<string, unknown>;
      return { ...row, time: row.openTime ?? row.startTime ?? row.t };
    }
    return value;
  }),
  z.object({
    time: z.coerce.number(),
    open: numeric,
    high: numeric,
    low: numeric,
    close: numeric,
    volume: numeric,
  }),
);

export type KlinePoint = z.infer<typeof klinePointSchema>;

/** A list of points, or an object holding the list under any key (`list`, `klines`, an id…). */
export const klineListSchema = z.pipe(
  z.transform((value: unknown): unknown => {
    if (Array.isArray(value) || value === null || typeof value !== 'object') return value ?? [];
    const firstList = Object.values(value).find(Array.isArray);
    return firstList ?? [];
  }),
  z.array(klinePointSchema),
);

/** One order book level: [price, quantity]. */
export const depthLevelSchema = z.tuple([numeric, numeric]);
export type DepthLevel = z.infer<typeof depthLevelSchema>;

/** An order book snapshot; sc is the contract (or spot symbol) code. */
export const depthSnapshotSchema = z.object({
  sc: z.string(),
  asks: z._default(z.array(depthLevelSchema), []),
  bids: z._default(z.array(depthLevelSchema), []),
  t: z.optional(z.number()),
});
export type DepthSnapshot = z.infer<typeof depthSnapshotSchema>;

/** One public trade; side is the taker's side as the feed names it. */
export const tradeTickSchema = z.object({
  time: z.number(),
  price: numeric,
  amount: numeric,
  side: z.union([z.string(), z.number()]),
  contractId: z.optional(z.number()),
});
export type TradeTick = z.infer<typeof tradeTickSchema>;
