import type {
  WireContractDetail,
  WireFundingRateHistory,
  WireFundingSettlement,
  WireInsuranceFund,
  WireInsuranceFundChange,
  WireInsuranceFundHistory,
  WireRiskTier,
} from '@/lib/contract/wire/futures-info';

/**
 * The futures info pages' wire schemas: the contract's (lib/contract/wire/futures-info-schemas).
 * The endpoint files load this module on demand (`import('./schemas')`) and everything else
 * imports its types only, so zod stays out of the pages' first-load JavaScript.
 */
export {
  wireContractDetailSchema as contractDetailSchema,
  wireFundingRateHistorySchema as fundingRateHistorySchema,
  wireInsuranceFundHistorySchema as insuranceFundHistorySchema,
  wireInsuranceFundSchema as insuranceFundSchema,
} from '@/lib/contract/wire/futures-info-schemas';

export type FundingRateSettlement = WireFundingSettlement;
export type FundingRateHistory = WireFundingRateHistory;
export type InsuranceFund = WireInsuranceFund;
export type InsuranceFundChange = WireInsuranceFundChange;
export type InsuranceFundHistory = WireInsuranceFundHistory;
export type RiskTier = WireRiskTier;
export type ContractDetail = WireContractDetail;
