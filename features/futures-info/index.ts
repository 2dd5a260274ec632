// The funding-rate and insurance fund pages: what app/ prefetches on the server and renders.
export {
  getFundingRateHistoryQueryOptions,
  getLastFundingRateQueryOptions,
} from './api/get-funding-rate-history';
export { getInsuranceFundQueryOptions } from './api/get-insurance-fund';
export { getInsuranceFundHistoryQueryOptions } from './api/get-insurance-fund-history';
export { FundingRateTable } from './components/funding-rate-table';
export { FundingRateHistory } from './components/funding-rate-history';
export { FundingExplainer } from './components/funding-explainer';
export { InsuranceFundOverview } from './components/insurance-fund-overview';
export { InsuranceFundHistory } from './components/insurance-fund-history';
export { FundExplainer } from './components/fund-explainer';
// The contract specifications page.
export { getContractDetailQueryOptions, type ContractDetail } from './api/get-contract-detail';
export { ContractInfoHeader } from './components/contract-info-header';
export { ContractLivePanel, type LiveContract } from './components/contract-live-panel';
export { ContractSpecList } from './components/contract-spec-list';
export { RiskTierTable } from './components/risk-tier-table';
export { RiskTierExplainer } from './components/risk-tier-explainer';
