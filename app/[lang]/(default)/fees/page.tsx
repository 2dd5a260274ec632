import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { FeeSchedule, FeeTier, getFeeRatesQueryOptions } from '@/features/wallet';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { translatedPageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return translatedPageMetadata(lang, '/fees', async (locale) => {
    const t = await getTranslations({ locale, namespace: 'Fees.Metadata' });
    return { title: t('title'), description: t('description') };
  });
}

/**
 * Fee rates: public (the schedule goes out in the HTML for everyone and crawlers); the user's
 * tier is shown in the browser, where the session is.
 */
export default async function FeesPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Fees');
  const queryClient = getServerQueryClient();
  // What does not arrive (a slow or absent backend) loads in the browser instead.
  await queryClient.prefetchQuery(getFeeRatesQueryOptions());
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-semibold text-fg">{t('title')}</h1>
      <ClientMessages bundle="fees">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <FeeTier />
          <FeeSchedule />
        </HydrationBoundary>
      </ClientMessages>
    </div>
  );
}
