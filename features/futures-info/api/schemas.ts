import * as z from 'zod/mini';
import { decimalStringSchema } from '@/lib/schemas/decimal';

/**
 * The futures info pages' wire schemas (server/docs/http-api.md). The endpoint files load
 * this module on demand (`import('./schemas')`) and everything else imports its types only, so
 * zod stays out of the pages' first-load JavaScript.
 */

const contractId = z.number().check(z.int());

export const fundingRateSettlementSchema = z.object({
  /** Epoch ms of the settlement. */
  fundingTime: z.number(),
  fundingRate: decimalStringSchema,
  markPrice: decimalStringSchema,
  intervalHours: z.number(),
});
export type FundingRateSettlement = z.infer<typeof fundingRateSettlementSchema>;

/** fundingRate/history: settled rates, newest first. */
export const fundingRateHistorySchema = z.object({
  contractId,
  intervalHours: z.optional(z.nullable(z.number())),
  list: z.array(fundingRateSettlementSchema),
});
export type FundingRateHistory = z.infer<typeof fundingRateHistorySchema>;

/** insuranceFund/current: the engine's balance of one contract's fund. */
export const insuranceFundSchema = z.object({
  contractId,
  balance: decimalStringSchema,
  time: z.number(),
});
export type InsuranceFund = z.infer<typeof insuranceFundSchema>;

export const insuranceFundChangeSchema = z.object({
  time: z.number(),
  balance: decimalStringSchema,
  change: decimalStringSchema,
  /** liquidation_surplus, bankruptcy_cover, injection, snapshot (kept open: new ones may come). */
  reason: z.string(),
});
export type InsuranceFundChange = z.infer<typeof insuranceFundChangeSchema>;

/** insuranceFund/history: balance changes, newest first. */
export const insuranceFundHistorySchema = z.object({
  contractId,
  list: z.array(insuranceFundChangeSchema),
});
export type InsuranceFundHistory = z.infer<typeof insuranceFundHistorySchema>;

const count = z.number().check(z.int(), z.positive());

/** One risk limit tier: position values above `minNotional`, up to and including `maxNotional`. */
export const riskTierSchema = z.object({
  tier: count,
  minNotional: decimalStringSchema,
  maxNotional: decimalStringSchema,
  maxLeverage: count,
  maintenanceMarginRate: decimalStringSchema,
  maintenanceAmount: decimalStringSchema,
});
export type RiskTier = z.infer<typeof riskTierSchema>;

/** contract/detail: a contract as the engine trades it (server/services/contract-specs.ts). */
export const contractDetailSchema = z.object({
  contractId,
  code: z.string(),
  name: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  marginAsset: z.string(),
  perpetual: z.boolean(),
  contractSize: decimalStringSchema,
  priceScale: z.number().check(z.int(), z.nonnegative()),
  tickSize: decimalStringSchema,
  minOrderLots: count,
  minOrderQuantity: decimalStringSchema,
  minOrderValue: decimalStringSchema,
  maxOrderLots: count,
  maxOrderQuantity: decimalStringSchema,
  maxMarketOrderLots: count,
  maxMarketOrderQuantity: decimalStringSchema,
  maxLeverage: count,
  makerFeeRate: decimalStringSchema,
  takerFeeRate: decimalStringSchema,
  fundingIntervalHours: count,
  fundingRateCap: decimalStringSchema,
  fundingRateFloor: decimalStringSchema,
  fundingInterestRate: decimalStringSchema,
  priceBandRate: decimalStringSchema,
  riskTiers: z.array(riskTierSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;
