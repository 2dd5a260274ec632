import * as z from 'zod/mini';
import { INSURANCE_FUND_REASONS } from './futures-info';

/**
 * The zod schemas of the futures information answers: a contract's specification
 * (contract/detail), funding rates (fundingRate/current, list, history) and insurance funds
 * (insuranceFund/current, history); the types inferred from them are in ./futures-info. The
 * server's builders are typed by these, the web client parses the answers with them (loaded with
 * the request) and the API tests check them strictly. Rates and money are decimal strings.
 */

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());
const epochMs = z.number().check(z.int(), z.nonnegative());

/** One risk limit tier: position values above `minNotional`, up to and including `maxNotional`. */
export const wireRiskTierSchema = z.object({
  /** 1 for the smallest positions. */
  tier: id,
  /** Exclusive lower bound of the position value (USDT); "0" for the first tier. */
  minNotional: decimal,
  maxNotional: decimal,
  maxLeverage: id,
  /** Decimal fraction ("0.004" = 0.4 %). */
  maintenanceMarginRate: decimal,
  /** Subtracted from value × rate: maintenance margin = value × rate − amount (USDT). */
  maintenanceAmount: decimal,
});

/** contract/detail: a contract as the engine trades it, with what the reference data does not say. */
export const wireContractDetailSchema = z.object({
  contractId: id,
  code: z.string(),
  name: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  /** The asset margin, profit and loss and fees are settled in. */
  marginAsset: z.string(),
  perpetual: z.literal(true),
  /** Base asset in one contract (lot); also the quantity step. */
  contractSize: decimal,
  priceScale: count,
  tickSize: decimal,
  /** Order quantities in contracts (lots) and in the base asset. */
  minOrderLots: id,
  minOrderQuantity: decimal,
  /** Smallest order value (USDT). */
  minOrderValue: decimal,
  /** Largest quantity of any one limit or conditional order. */
  maxOrderLots: id,
  maxOrderQuantity: decimal,
  /** Largest quantity of a market order. */
  maxMarketOrderLots: id,
  maxMarketOrderQuantity: decimal,
  maxLeverage: id,
  makerFeeRate: decimal,
  takerFeeRate: decimal,
  fundingIntervalHours: id,
  fundingRateCap: decimal,
  fundingRateFloor: decimal,
  /** The interest part of the funding rate for one interval. */
  fundingInterestRate: decimal,
  /** Limit prices and market sweeps stay within mark × (1 ± this). */
  priceBandRate: decimal,
  /** Ascending by position value. */
  riskTiers: z.array(wireRiskTierSchema).check(z.minLength(1)),
});

/** fundingRate/current: the running interval's rate, its settlement time and the prices. */
export const wireCurrentFundingRateSchema = z.object({
  contractId: id,
  fundingRate: decimal,
  intervalHours: id,
  /** Epoch ms of the next settlement. */
  nextFundingTime: epochMs,
  markPrice: decimal,
  indexPrice: decimal,
});

/** fundingRate/list: every contract's current rate (a contract without one yet is left out). */
export const wireFundingRateListSchema = z.object({ list: z.array(wireCurrentFundingRateSchema) });

/** A settled funding rate. */
export const wireFundingSettlementSchema = z.object({
  fundingTime: epochMs,
  fundingRate: decimal,
  markPrice: decimal,
  intervalHours: id,
});

/** fundingRate/history: settled rates, newest first, and the contract's interval now. */
export const wireFundingRateHistorySchema = z.object({
  contractId: id,
  intervalHours: id,
  list: z.array(wireFundingSettlementSchema),
});

/** insuranceFund/current: the engine's balance of one contract's fund. */
export const wireInsuranceFundSchema = z.object({
  contractId: id,
  balance: decimal,
  time: epochMs,
});

/** A change of an insurance fund's balance, and why. */
export const wireInsuranceFundChangeSchema = z.object({
  time: epochMs,
  balance: decimal,
  change: decimal,
  reason: z.enum(INSURANCE_FUND_REASONS),
});

/** insuranceFund/history: balance changes, newest first. */
export const wireInsuranceFundHistorySchema = z.object({
  contractId: id,
  list: z.array(wireInsuranceFundChangeSchema),
});
