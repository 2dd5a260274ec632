import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  FundingExplainer,
  FundingRateHistory,
  FundingRateTable,
  getFundingRateHistoryQueryOptions,
  getLastFundingRateQueryOptions,
} from '@/features/futures-info';
import { getCurrentFundingRateQueryOptions } from '@/features/market';
import { contracts } from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { pageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/futures/funding-rate', 'fundingRate');
}

export default async function FundingRatePage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('FundingRatePage');
  const historyContractId = contracts[0]?.contractId ?? 1;
  // Every contract's rates go out in the HTML (crawlers, first paint), with the first contract's
  // history. What does not arrive (a slow or absent backend) loads in the browser instead.
  const queryClient = getServerQueryClient();
  await Promise.allSettled([
    ...contracts.flatMap((contract) => [
      queryClient.prefetchQuery(getCurrentFundingRateQueryOptions(contract.contractId)),
      queryClient.prefetchQuery(getLastFundingRateQueryOptions(contract.contractId)),
    ]),
    queryClient.prefetchQuery(getFundingRateHistoryQueryOptions(historyContractId)),
  ]);

  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-12 px-4 py-10">
      <div>
        <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
        <p className="mt-3 max-w-3xl text-fg-muted">{t('intro')}</p>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <FundingRateTable />
        <section aria-labelledby="funding-history">
          <h2 id="funding-history" className="mb-4 text-2xl font-semibold text-fg">
            {t('historyHeading')}
          </h2>
          <FundingRateHistory initialContractId={historyContractId} />
        </section>
      </HydrationBoundary>
      <FundingExplainer />
    </div>
  );
}
