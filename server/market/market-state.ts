/**
 * The seam between the HTTP/socket layer and the trading engine. Everything here needs live
 * engine state (last trade, mark price, funding accrual, insurance fund balance), so the server
 * answers 503 "not available" for these until the engine wiring passes an implementation to
 * `createExchangeServer({ marketState })`. Nothing here is ever filled with made-up numbers.
 */

/** Market indicator per contract, field names as in the spec (§3). Decimal strings. */
export interface MarketIndicator {
  /** contractId */
  cid: number;
  /** last trade price */
  lp: string;
  /** 24h price change rate as a decimal fraction ("0.0123" = +1.23 %) */
  pcr: string;
  /** 24h traded volume in the base asset */
  pv: string;
  /** 24h turnover in the quote asset */
  pt: string;
  /** mark price */
  mp: string;
  /** index price */
  ip: string;
  /** 24h high and low trade price; the last price while the window has no trade */
  h: string;
  l: string;
  /** open interest: the long side's open positions, in the base asset */
  oi: string;
}

/**
 * A spot market's figures on the `indicator` topic's `markets` list: the same letters as a
 * contract's, without mark, index and open interest (a spot book has none).
 */
export interface SpotMarketIndicator {
  /** instrumentId of the spot symbol (spotSymbols in getPublic) */
  cid: number;
  /** the symbol's code, lower case ("btcusdt") */
  sc: string;
  lp: string;
  pcr: string;
  pv: string;
  pt: string;
  h: string;
  l: string;
}

export interface FundingRateSnapshot {
  contractId: number;
  /** Rate of the running interval, decimal fraction. */
  fundingRate: string;
  intervalHours: number;
  /** Next settlement, epoch ms. */
  nextFundingTime: number;
  markPrice: string;
  indexPrice: string;
}

export interface InsuranceFundSnapshot {
  contractId: number;
  /** Balance in the margin asset. */
  balance: string;
  time: number;
}

/** An order book as `future_snapshot_depth` publishes it: `[price, quantity]` decimal strings. */
export interface DepthSnapshot {
  /** Contract code, e.g. BTCUSDT. */
  sc: string;
  asks: [string, string][];
  bids: [string, string][];
  t: number;
}

export interface MarketStateProvider {
  indicators(): MarketIndicator[];
  /** The book's best `levels` per side, at the contract's tick; undefined for an unknown id. */
  depth(contractId: number, levels: number): DepthSnapshot | undefined;
  fundingRate(contractId: number): FundingRateSnapshot | undefined;
  insuranceFund(contractId: number): InsuranceFundSnapshot | undefined;
}
