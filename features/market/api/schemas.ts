import { z } from 'zod';
import { deriveContract, sortSpotSymbols } from '@/lib/instruments';

const numeric = z.union([z.string(), z.number()]);

export const riskLimitSchema = z.looseObject({ leverage: z.coerce.number() });

/** A contract as /api/getPublic sends it, plus the derived code and amount precision. */
export const contractSchema = z
  .looseObject({
    contractId: z.coerce.number(),
    name: z.string(),
    baseAsset: z.string(),
    quoteAsset: z.string(),
    marginAsset: z.string(),
    contractSize: numeric,
    priceScale: z.coerce.number(),
    riskLimits: z.array(riskLimitSchema).default([]),
    baseAssetIcon: z.string().optional(),
  })
  .transform(deriveContract);

export const spotCurrencySchema = z.looseObject({
  currencyId: z.coerce.number(),
  name: z.string(),
  iconAddress: z.string().optional(),
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
  contracts: z.array(contractSchema).default([]),
  currencies: z.array(z.looseObject({})).default([]),
  spotCurrencies: z.array(spotCurrencySchema).default([]),
  spotSymbols: z
    .array(spotSymbolSchema)
    .default([])
    .transform((symbols) => sortSpotSymbols(symbols)),
});

export type Contract = z.infer<typeof contractSchema>;
export type SpotCurrency = z.infer<typeof spotCurrencySchema>;
export type SpotSymbol = z.infer<typeof spotSymbolSchema>;
export type PublicData = z.infer<typeof publicDataSchema>;

export const marketIndicatorSchema = z.looseObject({
  cid: z.coerce.number(),
  lp: numeric.optional(),
  pcr: numeric.optional(),
  pv: numeric.optional(),
  pt: numeric.optional(),
  mp: numeric.optional(),
  ip: numeric.optional(),
});

export type MarketIndicatorRow = z.infer<typeof marketIndicatorSchema>;

/** Start time, open, high, low, close, volume — as an object or a [t, o, h, l, c, v] row. */
export const klinePointSchema = z.preprocess(
  (value) => {
    if (Array.isArray(value)) {
      const [time, open, high, low, close, volume] = value as unknown[];
      return { time, open, high, low, close, volume };
    }
    if (value && typeof value === 'object' && !('time' in value)) {
      const row = value as Record<string, unknown>;
      return { ...row, time: row.openTime ?? row.startTime ?? row.t };
    }
    return value;
  },
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
export const klineListSchema = z.preprocess((value) => {
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value ?? [];
  const firstList = Object.values(value).find(Array.isArray);
  return firstList ?? [];
}, z.array(klinePointSchema));
