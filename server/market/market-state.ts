/**
 * The seam between the HTTP/socket layer and the trading engine. Everything here needs live
 * engine state (last trade, mark price, funding accrual, insurance fund balance), so the server
 * answers 503 "not available" for these until the engine wiring passes an implementation to
 * `createExchangeServer({ marketState })`. Nothing here is ever filled with made-up numbers.
 */
import type {
  WireDepthFrame,
  WireMarketIndicator,
  WireSpotMarket,
} from '../../lib/contract/wire/public';
import type {
  WireCurrentFundingRate,
  WireInsuranceFund,
} from '../../lib/contract/wire/futures-info';

/**
 * Market indicator per contract and spot market, field names as in the spec (§3): the public
 * `indicator` topic's rows (lib/contract/wire/public-schemas says each field).
 */
export type MarketIndicator = WireMarketIndicator;
export type SpotMarketIndicator = WireSpotMarket;

/** A contract's running funding rate (fundingRate/current). */
export type FundingRateSnapshot = WireCurrentFundingRate;

/** A contract's insurance fund balance (insuranceFund/current). */
export type InsuranceFundSnapshot = WireInsuranceFund;

/** An order book as `future_snapshot_depth` publishes it: `[price, quantity]` decimal strings. */
export type DepthSnapshot = WireDepthFrame;

export interface MarketStateProvider {
  indicators(): MarketIndicator[];
  /** The book's best `levels` per side, at the contract's tick; undefined for an unknown id. */
  depth(contractId: number, levels: number): DepthSnapshot | undefined;
  fundingRate(contractId: number): FundingRateSnapshot | undefined;
  insuranceFund(contractId: number): InsuranceFundSnapshot | undefined;
}
