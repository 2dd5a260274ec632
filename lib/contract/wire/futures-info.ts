/**
 * The futures information answers, typed by their schemas (./futures-info-schemas), and the words
 * they use: a module that needs only these loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  wireContractDetailSchema,
  wireCurrentFundingRateSchema,
  wireFundingRateHistorySchema,
  wireFundingRateListSchema,
  wireFundingSettlementSchema,
  wireInsuranceFundChangeSchema,
  wireInsuranceFundHistorySchema,
  wireInsuranceFundSchema,
  wireRiskTierSchema,
} from './futures-info-schemas';

/**
 * Why an insurance fund's balance changed: a liquidation's surplus paid in, a bankrupt position's
 * loss covered, an operator's injection, or the balance as recorded at start.
 */
export const INSURANCE_FUND_REASONS = [
  'liquidation_surplus',
  'bankruptcy_cover',
  'injection',
  'snapshot',
] as const;
export type InsuranceFundReason = (typeof INSURANCE_FUND_REASONS)[number];

export type WireRiskTier = z.infer<typeof wireRiskTierSchema>;
export type WireContractDetail = z.infer<typeof wireContractDetailSchema>;
export type WireCurrentFundingRate = z.infer<typeof wireCurrentFundingRateSchema>;
export type WireFundingRateList = z.infer<typeof wireFundingRateListSchema>;
export type WireFundingSettlement = z.infer<typeof wireFundingSettlementSchema>;
export type WireFundingRateHistory = z.infer<typeof wireFundingRateHistorySchema>;
export type WireInsuranceFund = z.infer<typeof wireInsuranceFundSchema>;
export type WireInsuranceFundChange = z.infer<typeof wireInsuranceFundChangeSchema>;
export type WireInsuranceFundHistory = z.infer<typeof wireInsuranceFundHistorySchema>;
