import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  FundExplainer,
  getInsuranceFundHistoryQueryOptions,
  getInsuranceFundQueryOptions,
  InsuranceFundHistory,
  InsuranceFundOverview,
} from '@/features/futures-info';
import { contracts } from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { pageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/futures/fund', 'fund');
}

export default async function FundPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('FundPage');
  const historyContractId = contracts[0]?.contractId ?? 1;
  // Every contract's balance (and so the total) goes out in the HTML, with the first contract's
  // history; what does not arrive loads in the browser.
  const queryClient = getServerQueryClient();
  await Promise.allSettled([
    ...contracts.map((contract) =>
      queryClient.prefetchQuery(getInsuranceFundQueryOptions(contract.contractId)),
    ),
    queryClient.prefetchQuery(getInsuranceFundHistoryQueryOptions(historyContractId)),
  ]);

  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-12 px-4 py-10">
      <div>
        <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
        <p className="mt-3 max-w-3xl text-fg-muted">{t('intro')}</p>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <InsuranceFundOverview />
        <section aria-labelledby="fund-history">
          <h2 id="fund-history" className="mb-4 text-2xl font-semibold text-fg">
            {t('historyHeading')}
          </h2>
          <InsuranceFundHistory initialContractId={historyContractId} />
        </section>
      </HydrationBoundary>
      <FundExplainer />
    </div>
  );
}
