import * as z from 'zod/mini';

/**
 * The zod schemas of the public reference data: /api/getPublic (contracts, currencies, spot
 * markets) and futures configs/public (each contract's trading rules), with the types inferred
 * from them (./reference). The server builds its answers as these types
 * (server/services/reference-data.ts), the web client parses the answers with them (loaded with
 * the request, not with a page) and the API tests check them strictly.
 */

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
/** A decimal string above zero. */
const positive = z.string().check(z.regex(/^(?=.*[1-9])\d+(\.\d+)?$/));
const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());

/** A risk tier: up to maxNotional (USDT) the position may use this leverage and this MMR. */
export const wireRiskLimitSchema = z.object({
  maxNotional: positive,
  leverage: id,
  maintenanceMarginRate: positive,
});

/** A contract as /api/getPublic lists it: risk tiers by leverage, highest first. */
export const wirePublicContractSchema = z.object({
  contractId: id,
  /** "BTC/USDT"; its code is the name without the slash. */
  name: z.string().check(z.regex(/^[A-Z0-9]+\/[A-Z]+$/)),
  code: z.string().check(z.regex(/^[A-Z0-9]+$/)),
  baseAsset: z.string().check(z.minLength(1)),
  quoteAsset: z.string().check(z.minLength(1)),
  marginAsset: z.string().check(z.minLength(1)),
  /** Base asset in one lot; its exponent is amountPrecision. */
  contractSize: positive,
  priceScale: count,
  amountPrecision: count,
  riskLimits: z.array(wireRiskLimitSchema).check(z.minLength(1)),
  baseAssetIcon: z.string(),
  isNew: z.boolean(),
});

/** A currency (futures margin asset or spot currency). */
export const wireCurrencySchema = z.object({
  currencyId: id,
  name: z.string(),
  iconAddress: z.string(),
});

/** A spot market; lists are ordered by weight, smallest first. */
export const wireSpotSymbolSchema = z.object({
  instrumentId: id,
  /** Lower case code, "btcusdt". */
  symbol: z.string().check(z.regex(/^[a-z0-9]+$/)),
  showName: z.string(),
  baseCurrency: z.string(),
  quoteCurrency: z.string(),
  amountPrecision: count,
  pricePrecision: count,
  weight: z.number(),
});

/** GET /api/getPublic. */
export const wirePublicDataSchema = z.object({
  contracts: z.array(wirePublicContractSchema),
  /** The currencies futures accounts hold (the margin assets). */
  currencies: z.array(wireCurrencySchema),
  spotCurrencies: z.array(wireCurrencySchema),
  spotSymbols: z.array(wireSpotSymbolSchema),
});

/** A contract's trading rules (futures configs/public): the public contract and its limits. */
export const wireTradingConfigSchema = z.extend(wirePublicContractSchema, {
  perpetual: z.boolean(),
  /** Epoch ms of delivery; null for a perpetual. */
  deliveryTime: z.nullable(count),
  tickSize: positive,
  /** Whole lots. */
  minOrderQuantity: positive,
  /** Quote asset. */
  minOrderValue: positive,
  /** Largest limit / conditional order and largest market order, in the base asset. */
  maxOrderQuantity: positive,
  maxMarketOrderQuantity: positive,
  maxLeverage: id,
  makerFeeRate: decimal,
  takerFeeRate: decimal,
  fundingIntervalHours: id,
  /** Absolute cap of one interval's rate. */
  fundingRateCap: positive,
});

/** GET futures configs/public. */
export const wireTradingConfigsSchema = z.object({ contracts: z.array(wireTradingConfigSchema) });
