import * as z from 'zod/mini';
import type {
  WireCarouselBanner,
  WireCountry,
  WireNoticeSummary,
} from '@/lib/contract/wire/content';
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

/** Banners, countries and the latest notices: the contract's (lib/contract/wire/content). */
export {
  wireCarouselListSchema as carouselListSchema,
  wireCountryListSchema as countryListSchema,
  wireLatestNoticesSchema as latestNoticesSchema,
} from '@/lib/contract/wire/content-schemas';
export type CarouselBanner = WireCarouselBanner;
export type CarouselList = WireCarouselBanner[];
export type Country = WireCountry;
export type CountryList = WireCountry[];
export type Notice = WireNoticeSummary;
export type LatestNotices = WireNoticeSummary[];

/** fundingRate/current and fundingRate/list: the contract's (lib/contract/wire/futures-info). */
export {
  wireCurrentFundingRateSchema as currentFundingRateSchema,
  wireFundingRateListSchema as fundingRateListSchema,
} from '@/lib/contract/wire/futures-info-schemas';
export type CurrentFundingRate = WireCurrentFundingRate;
export type FundingRateList = WireFundingRateList;
