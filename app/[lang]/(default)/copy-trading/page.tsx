import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CopyTradingTabs, getLeadersQueryOptions } from '@/features/copy-trading';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { translatedPageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return translatedPageMetadata(lang, '/copy-trading', async (locale) => {
    const t = await getTranslations({ locale, namespace: 'CopyTrading.Metadata' });
    return { title: t('title'), description: t('description') };
  });
}

/**
 * Copy trading: the leaderboard is public (in the HTML for everyone and crawlers, the same for
 * every visitor); "my following" and "become a lead trader" show in the browser, where the
 * session is.
 */
export default async function CopyTradingPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('CopyTrading.Page');
  const queryClient = getServerQueryClient();
  // A slow or absent backend must not hold the page: the list then loads in the browser.
  await queryClient.prefetchQuery(getLeadersQueryOptions({ sort: 'roi', page: 1 }));
  return (
    <ClientMessages bundle="copy-trading">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-8">
        <div>
          <h1 className="text-2xl font-semibold text-fg">{t('title')}</h1>
          <p className="mt-1 text-fg-muted">{t('intro')}</p>
        </div>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <CopyTradingTabs />
        </HydrationBoundary>
      </div>
    </ClientMessages>
  );
}
