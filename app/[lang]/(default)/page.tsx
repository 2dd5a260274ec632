import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getOverviewQueryOptions } from '@/features/market';
import { getSparklines } from '@/features/markets/server';
import { contracts } from '@/lib/contract/reference-data';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { pageMetadata } from '../_components/page-metadata';
import { TOKEN_COOKIE } from '@/lib/session/token';
import { HomeHeroActions } from './_components/home-hero-actions';
import { HomeMarketListing } from './_components/home-market-listing';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/', 'home');
}

export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Home');
  // The listing's prices go out in the HTML (crawlers, first paint); the socket moves them after
  // hydration. A slow or absent backend must not hold the page: what is missing loads in the
  // browser, and a contract without candles simply has no sparkline.
  const hasToken = Boolean((await cookies()).get(TOKEN_COOKIE)?.value);
  const queryClient = getServerQueryClient();
  const [, sparklines] = await Promise.all([
    queryClient.prefetchQuery(getOverviewQueryOptions()),
    getSparklines(contracts.map((contract) => contract.contractId)),
  ]);

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto flex max-w-[1600px] flex-col gap-6 px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-fg md:text-5xl">
            {t('headline')}
          </h1>
          <p className="max-w-2xl text-lg text-fg-muted">{t('subheadline')}</p>
          <p className="text-xl font-medium text-primary" data-testid="home-rewards">
            {t('rewards')}
          </p>
          <HomeHeroActions initialLoggedIn={hasToken} />
        </div>
      </section>
      <section
        id="markets"
        className="mx-auto max-w-[1600px] px-4 py-12"
        aria-labelledby="markets-title"
      >
        <h2 id="markets-title" className="mb-4 text-2xl font-semibold text-fg">
          {t('marketsTitle')}
        </h2>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <HomeMarketListing sparklines={sparklines} />
        </HydrationBoundary>
      </section>
    </>
  );
}
