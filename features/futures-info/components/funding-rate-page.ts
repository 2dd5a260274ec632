import { getCurrentFundingRateQueryOptions } from '@/features/market';
import { contracts } from '@/lib/contract/reference-data';
import {
  getFundingRateHistoryQueryOptions,
  getLastFundingRateQueryOptions,
} from '../api/get-funding-rate-history';
import type { ContractHistoryPageParts } from './contract-history-page';
import { FundingExplainer } from './funding-explainer';
import { FundingRateHistory } from './funding-rate-history';
import { FundingRateTable } from './funding-rate-table';

/**
 * The funding-rate page: every contract's rates go out in the HTML (crawlers, first paint), with
 * the first contract's history.
 */
export const FUNDING_RATE_PAGE: ContractHistoryPageParts = {
  namespace: 'FundingRatePage',
  historyId: 'funding-history',
  prefetch: (queryClient, historyContractId) => [
    ...contracts.flatMap((contract) => [
      queryClient.prefetchQuery(getCurrentFundingRateQueryOptions(contract.contractId)),
      queryClient.prefetchQuery(getLastFundingRateQueryOptions(contract.contractId)),
    ]),
    queryClient.prefetchQuery(getFundingRateHistoryQueryOptions(historyContractId)),
  ],
  Overview: FundingRateTable,
  History: FundingRateHistory,
  Explainer: FundingExplainer,
};
