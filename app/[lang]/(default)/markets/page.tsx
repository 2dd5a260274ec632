import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getFundingRateListQueryOptions, getOverviewQueryOptions } from '@/features/market';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { pageMetadata } from '../../_components/page-metadata';
import { MarketsPageTable } from './_components/markets-page-table';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/markets', 'markets');
}

export default async function MarketsPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('MarketsPage');
  // Every contract's figures and funding go out in the HTML (crawlers, first paint); the socket
  // moves them after hydration. A slow or absent backend does not hold the page: what did not
  // arrive loads in the browser. Nothing here depends on who asks (the page is shared through
  // the page cache): the favourites are the browser's.
  const queryClient = getServerQueryClient();
  await Promise.allSettled([
    queryClient.prefetchQuery(getOverviewQueryOptions()),
    queryClient.prefetchQuery(getFundingRateListQueryOptions()),
  ]);

  return (
    <ClientMessages bundle="markets">
      <div className="mx-auto flex max-w-[1600px] flex-col gap-6 px-4 py-10">
        <div>
          <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
          <p className="mt-3 max-w-3xl text-fg-muted">{t('intro')}</p>
        </div>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <MarketsPageTable />
        </HydrationBoundary>
      </div>
    </ClientMessages>
  );
}
