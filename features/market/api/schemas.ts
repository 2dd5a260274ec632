import * as z from 'zod/mini';
import type { WireCurrentFundingRate, WireFundingRateList } from '@/lib/contract/wire/futures-info';
import type { WireMarketIndicator } from '@/lib/contract/wire/public';
import type {
  WireCurrency,
  WirePublicContract,
  WirePublicData,
  WireSpotSymbol,
} from '@/lib/contract/wire/reference';
import { wirePublicDataSchema } from '@/lib/contract/wire/reference-schemas';
import {
  wireDepthFrameSchema,
  wireKlineSchema,
  wireMarketIndicatorSchema,
} from '@/lib/contract/wire/public-schemas';
import { decimalStringSchema, numericSchema, type Numeric } from '@/lib/schemas/decimal';

/**
 * The market feature's wire schemas. The endpoint files load this module on demand
 * (`import('./schemas')`) and everything else imports its types only: zod stays out of the pages'
 * first-load JavaScript.
 */

// The wire numbers live in lib/schemas (other features' schemas use them too); re-exported here.
export { decimalStringSchema, numericSchema, type Numeric };

/** GET /api/getPublic: the contract's reference data (lib/contract/wire/reference-schemas). */
export const publicDataSchema = wirePublicDataSchema;

export type Contract = WirePublicContract;
export type SpotCurrency = WireCurrency;
export type SpotSymbol = WireSpotSymbol;
export type PublicData = WirePublicData;

/**
 * A contract's (or spot market's) figures as the store and the screens read them: the `indicator`
 * topic's rows (lib/contract/wire/public-schemas) and the overview's, merged as they arrive; a
 * figure not known yet is missing. Last price, change rate, volume, turnover, mark and index price,
 * 24 h high and low, open interest.
 */
export interface MarketIndicator {
  cid: number;
  lp?: Numeric;
  pcr?: Numeric;
  pv?: Numeric;
  pt?: Numeric;
  mp?: Numeric;
  ip?: Numeric;
  /** 24 h high and low. */
  h?: Numeric;
  l?: Numeric;
  /** Open interest in the base asset. */
  oi?: Numeric;
  /** A spot market's code ("btcusdt"). */
  sc?: string;
}

/**
 * A candle as the store and the chart read it: its open time, open, high, low, close and volume
 * (the socket's `future_kline` and the candle lists, both the contract's `wireKlineSchema`).
 */
export interface KlinePoint {
  time: number;
  open: Numeric;
  high: Numeric;
  low: Numeric;
  close: Numeric;
  volume: Numeric;
}

/** A candle list (futures and spot), oldest first: the contract's candles. */
export const klineListSchema = z.array(wireKlineSchema);

/** One order book level: [price, quantity]. */
export type DepthLevel = [Numeric, Numeric];

/**
 * An order book as the store holds it: the socket's depth frame or the REST answer (both the
 * contract's, lib/contract/wire/public-schemas); sc is the contract (or spot symbol) code.
 */
export interface DepthSnapshot {
  sc: string;
  asks: DepthLevel[];
  bids: DepthLevel[];
  t?: number;
}

/**
 * One public trade as the store holds it: the socket's `future_tick` rows (the contract's,
 * lib/contract/wire/public-schemas); side is the taker's.
 */
export interface TradeTick {
  time: number;
  price: Numeric;
  amount: Numeric;
  side: string | number;
  contractId?: number;
  /**
   * The engine's trade sequence (rises with every fill). Fills of one order share the
   * millisecond, so this, not the time, says which trade is the latest.
   */
  tradeId?: number;
}

/** The market indicator of every contract (/api/getOverview): the `indicator` topic's rows. */
export const overviewSchema = z.array(wireMarketIndicatorSchema);
export type Overview = WireMarketIndicator[];

/** GET futureQuot/depth: the book as the socket publishes it (the contract's depth frame). */
export const depthAnswerSchema = wireDepthFrameSchema;

/** A home page banner (server/services/content-queries.ts `listCarousel`), in the request's language. */
export const carouselBannerSchema = z.object({
  id: z.number().check(z.int()),
  sort: z.number().check(z.int()),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
});
export type CarouselBanner = z.infer<typeof carouselBannerSchema>;

export const carouselListSchema = z.array(carouselBannerSchema);
export type CarouselList = z.infer<typeof carouselListSchema>;

/** One row of public/country/list (server/services/content-queries.ts `listCountries`). */
export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2, or an ISO 3166-2 subdivision code for restricted regions. */
  code: z.string(),
  iso3: z.string(),
  /** "+82" style dial code. */
  dialCode: z.string(),
  /** The name in the request's language. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  /** Futures are not offered to residents. */
  restricted: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const countryListSchema = z.array(countrySchema);
export type CountryList = z.infer<typeof countryListSchema>;

/** A notice (server/services/content-queries.ts `listLatestNotices`), in the request's language. */
export const noticeSchema = z.object({
  id: z.number().check(z.int()),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  /** App path the notice opens, or null for a notice without a detail page. */
  linkUrl: z.nullable(z.string()),
  /** Epoch ms. */
  publishedAt: z.number(),
  pinned: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const latestNoticesSchema = z.array(noticeSchema);
export type LatestNotices = z.infer<typeof latestNoticesSchema>;

/** fundingRate/current and fundingRate/list: the contract's (lib/contract/wire/futures-info). */
export {
  wireCurrentFundingRateSchema as currentFundingRateSchema,
  wireFundingRateListSchema as fundingRateListSchema,
} from '@/lib/contract/wire/futures-info-schemas';
export type CurrentFundingRate = WireCurrentFundingRate;
export type FundingRateList = WireFundingRateList;
