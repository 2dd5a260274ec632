import { contracts } from '@/lib/contract/reference-data';
import { getInsuranceFundQueryOptions } from '../api/get-insurance-fund';
import { getInsuranceFundHistoryQueryOptions } from '../api/get-insurance-fund-history';
import type { ContractHistoryPageParts } from './contract-history-page';
import { FundExplainer } from './fund-explainer';
import { InsuranceFundHistory } from './insurance-fund-history';
import { InsuranceFundOverview } from './insurance-fund-overview';

/**
 * The insurance fund page: every contract's balance (and so the total) goes out in the HTML,
 * with the first contract's history.
 */
export const FUND_PAGE: ContractHistoryPageParts = {
  namespace: 'FundPage',
  historyId: 'fund-history',
  prefetch: (queryClient, historyContractId) => [
    ...contracts.map((contract) =>
      queryClient.prefetchQuery(getInsuranceFundQueryOptions(contract.contractId)),
    ),
    queryClient.prefetchQuery(getInsuranceFundHistoryQueryOptions(historyContractId)),
  ],
  Overview: InsuranceFundOverview,
  History: InsuranceFundHistory,
  Explainer: FundExplainer,
};
