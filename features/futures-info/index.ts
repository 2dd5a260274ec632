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
