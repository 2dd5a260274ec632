// The funding-rate and insurance fund pages: what app/ renders (the page prefetches on the server).
export { ContractHistoryPage } from './components/contract-history-page';
export { FUNDING_RATE_PAGE } from './components/funding-rate-page';
export { FUND_PAGE } from './components/fund-page';
export { PageSection } from './components/page-section';
// The contract specifications page.
export { getContractDetailQueryOptions, type ContractDetail } from './api/get-contract-detail';
export { ContractInfoHeader } from './components/contract-info-header';
export { ContractLivePanel, type LiveContract } from './components/contract-live-panel';
export { ContractSpecList } from './components/contract-spec-list';
export { RiskTierTable } from './components/risk-tier-table';
export { RiskTierExplainer } from './components/risk-tier-explainer';
