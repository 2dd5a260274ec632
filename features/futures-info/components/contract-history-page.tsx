import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { getCurrentFundingRateQueryOptions } from '@/features/market';
import { contracts } from '@/lib/contract/reference-data';
import { getServerQueryClient } from '@/lib/server-query-client';
import {
  getFundingRateHistoryQueryOptions,
  getLastFundingRateQueryOptions,
} from '../api/get-funding-rate-history';
import { getInsuranceFundQueryOptions } from '../api/get-insurance-fund';
import { getInsuranceFundHistoryQueryOptions } from '../api/get-insurance-fund-history';
import { FundExplainer } from './fund-explainer';
import { FundingExplainer } from './funding-explainer';
import { FundingRateHistory } from './funding-rate-history';
import { FundingRateTable } from './funding-rate-table';
import { InsuranceFundHistory } from './insurance-fund-history';
import { InsuranceFundOverview } from './insurance-fund-overview';
import { PageSection } from './page-section';

interface ContractHistoryPageParts {
  /** The page's messages; both pages have the same keys for what this layout shows. */
  namespace: 'FundingRatePage' | 'FundPage';
  historyId: string;
  /** What goes out in the HTML: each promise one prefetched query. */
  prefetch: (queryClient: QueryClient, historyContractId: number) => Promise<void>[];
  Overview: ComponentType;
  History: ComponentType<{ initialContractId: number }>;
  Explainer: ComponentType;
}

const PAGES = {
  // Every contract's rates go out in the HTML (crawlers, first paint), with the first contract's
  // history.
  fundingRate: {
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
  },
  // Every contract's balance (and so the total) goes out in the HTML, with the first contract's
  // history.
  fund: {
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
  },
} satisfies Record<string, ContractHistoryPageParts>;

export type ContractHistoryPageKind = keyof typeof PAGES;

/**
 * The funding-rate and the insurance fund pages: a heading, every contract's figures, one
 * contract's history and how it works. What the server could not prefetch (a slow or absent
 * backend) loads in the browser instead.
 */
export async function ContractHistoryPage({ page }: { page: ContractHistoryPageKind }) {
  const { namespace, historyId, prefetch, Overview, History, Explainer }: ContractHistoryPageParts =
    PAGES[page];
  const t = await getTranslations(namespace);
  const historyContractId = contracts[0]?.contractId ?? 1;
  const queryClient = getServerQueryClient();
  await Promise.allSettled(prefetch(queryClient, historyContractId));

  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-12 px-4 py-10">
      <div>
        <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
        <p className="mt-3 max-w-3xl text-fg-muted">{t('intro')}</p>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Overview />
        <PageSection id={historyId} heading={t('historyHeading')}>
          <History initialContractId={historyContractId} />
        </PageSection>
      </HydrationBoundary>
      <Explainer />
    </div>
  );
}
