import { z } from 'zod';
import * as zm from 'zod/mini';
import { wireKlineSchema } from '../../lib/contract/wire/public-schemas';

/** Response shapes the API promises, checked strictly in the API tests. */

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');
const positiveDecimal = decimal.refine((v) => Number(v) > 0, 'positive');
const localized = z.object({
  en: z.string().min(1),
  ko: z.string().min(1),
  ja: z.string().min(1),
  'zh-hant': z.string().min(1),
});

export const envelope = <T extends z.core.SomeType>(data: T) =>
  z.object({ code: z.literal(0), message: z.string(), success: z.literal(true), data }).strict();

const riskLimit = z
  .object({
    maxNotional: positiveDecimal,
    leverage: z.number().int().positive(),
    maintenanceMarginRate: positiveDecimal,
  })
  .strict();

export const publicContract = z
  .object({
    contractId: z.number().int().positive(),
    name: z.string().regex(/^[A-Z0-9]+\/USDT$/),
    code: z.string().regex(/^[A-Z0-9]+USDT$/),
    baseAsset: z.string().min(1),
    quoteAsset: z.literal('USDT'),
    marginAsset: z.literal('USDT'),
    contractSize: positiveDecimal,
    priceScale: z.number().int().min(0).max(12),
    amountPrecision: z.number().int().min(0),
    riskLimits: z.array(riskLimit).min(1),
    baseAssetIcon: z.string().regex(/^\/icons\/[a-z0-9]+\.svg$/),
    isNew: z.boolean(),
  })
  .strict();

export const getPublicData = z
  .object({
    contracts: z.array(publicContract).min(10),
    currencies: z
      .array(
        z
          .object({ currencyId: z.number().int(), name: z.string(), iconAddress: z.string() })
          .strict(),
      )
      .min(1),
    spotCurrencies: z
      .array(
        z
          .object({ currencyId: z.number().int(), name: z.string(), iconAddress: z.string() })
          .strict(),
      )
      .min(2),
    spotSymbols: z
      .array(
        z
          .object({
            instrumentId: z.number().int(),
            symbol: z.string().regex(/^[a-z0-9]+usdt$/),
            showName: z.string(),
            baseCurrency: z.string(),
            quoteCurrency: z.literal('USDT'),
            amountPrecision: z.number().int().min(0),
            pricePrecision: z.number().int().min(0),
            weight: z.number(),
          })
          .strict(),
      )
      .min(10),
  })
  .strict();

export const tradingConfig = publicContract.extend({
  perpetual: z.literal(true),
  deliveryTime: z.null(),
  tickSize: positiveDecimal,
  minOrderQuantity: positiveDecimal,
  minOrderValue: positiveDecimal,
  maxOrderQuantity: positiveDecimal,
  maxMarketOrderQuantity: positiveDecimal,
  maxLeverage: z.number().int().positive(),
  makerFeeRate: decimal,
  takerFeeRate: decimal,
  fundingIntervalHours: z.number().int().positive(),
  fundingRateCap: positiveDecimal,
});

/** A candle: the contract's (lib/contract/wire/public-schemas), strict. */
export const klinePoint = zm.strictObject(wireKlineSchema.shape);

export const country = z
  .object({
    code: z.string().regex(/^[A-Z]{2}(-\d{2})?$/),
    iso3: z.string().length(3),
    dialCode: z.string().regex(/^\+\d+$/),
    name: z.string().min(1),
    names: localized,
    restricted: z.boolean(),
  })
  .strict();

export const banner = z
  .object({
    id: z.number().int(),
    sort: z.number().int(),
    title: z.string().min(1),
    subtitle: z.string().min(1),
    imageUrl: z.string().startsWith('/'),
    linkUrl: z.string().startsWith('/'),
  })
  .strict();

export const notice = z
  .object({
    id: z.number().int(),
    category: z.string(),
    title: z.string().min(1),
    summary: z.string().min(1),
    linkUrl: z.string().startsWith('/').nullable(),
    publishedAt: z.number().int(),
    pinned: z.boolean(),
  })
  .strict();

export const fundingHistory = z
  .object({
    contractId: z.number().int(),
    intervalHours: z.number().int().positive(),
    list: z.array(
      z.object({
        fundingTime: z.number(),
        fundingRate: decimal,
        markPrice: decimal,
        intervalHours: z.number(),
      }),
    ),
  })
  .strict();

export const insuranceHistory = z
  .object({
    contractId: z.number().int(),
    list: z.array(
      z.object({ time: z.number(), balance: decimal, change: decimal, reason: z.string() }),
    ),
  })
  .strict();
