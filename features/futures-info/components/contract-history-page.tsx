import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { contracts } from '@/lib/contract/reference-data';
import { getServerQueryClient } from '@/lib/server-query-client';
import { PageSection } from './page-section';

/**
 * What one of the two pages shows. Each page's parts live in their own module
 * (funding-rate-page.ts, fund-page.ts): a route's module graph then holds only its own page's
 * client components, and neither page ships the other's.
 */
export interface ContractHistoryPageParts {
  /** The page's messages; both pages have the same keys for what this layout shows. */
  namespace: 'FundingRatePage' | 'FundPage';
  historyId: string;
  /** What goes out in the HTML: each promise one prefetched query. */
  prefetch: (queryClient: QueryClient, historyContractId: number) => Promise<void>[];
  Overview: ComponentType;
  History: ComponentType<{ initialContractId: number }>;
  Explainer: ComponentType;
}

/**
 * The funding-rate and the insurance fund pages: a heading, every contract's figures, one
 * contract's history and how it works. What the server could not prefetch (a slow or absent
 * backend) loads in the browser instead.
 */
export async function ContractHistoryPage({ parts }: { parts: ContractHistoryPageParts }) {
  const { namespace, historyId, prefetch, Overview, History, Explainer } = parts;
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
