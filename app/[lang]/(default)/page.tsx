import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { AppDownloadSection } from '@/features/app-download/server';
import { HomeCarousel, TopTen } from '@/features/home';
import { getCarouselListQueryOptions, getOverviewQueryOptions } from '@/features/market';
import { getSparklines } from '@/features/markets/server';
import { LatestNoticesSection } from '@/features/notices/server';
import { headlineFigures, loadRewardsHeadline } from '@/features/rewards/server';
import { contracts } from '@/lib/contract/reference-data';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { canonicalPath, requestSiteOrigin } from '@/lib/seo';
import { getServerQueryClient } from '@/lib/server-query-client';
import { pageMetadata } from '../_components/page-metadata';
import { HomeHero } from './_components/home-hero';
import { HomeMarketListing } from './_components/home-market-listing';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/', 'home');
}

export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const tMeta = await getTranslations('Metadata');
  // The host names the site (the same for every visitor of it): the page stays shareable.
  const origin = requestSiteOrigin(await headers());
  // The listing's prices and the banners go out in the HTML (crawlers, first paint), in the
  // page's language; the top ten, the notices and the app block, below the fold, are drawn on
  // hydration from the page's data; the socket moves the prices after hydration. A slow or
  // absent backend must not hold the page: what is missing loads in the browser, and a contract
  // without candles simply has no sparkline. Nothing here depends on who is asking (the page is
  // shared through a page cache): the hero tells a user from a visitor after hydration.
  const queryClient = getServerQueryClient();
  const [, , sparklines, headline] = await Promise.all([
    queryClient.prefetchQuery(getOverviewQueryOptions()),
    queryClient.prefetchQuery(getCarouselListQueryOptions(lang)),
    getSparklines(contracts.map((contract) => contract.contractId)),
    // The sum of every new-user task's voucher: the one source of the figure (never hard-coded).
    loadRewardsHeadline(),
  ]);
  const allTasks = headline ? headlineFigures(headline).allTasks : null;
  const rewards = allTasks
    ? { amount: formatNumber(allTasks.amount, lang), tasks: allTasks.tasks }
    : null;

  return (
    <ClientMessages bundle="home">
      <OrganizationJsonLd
        name={tMeta('siteName')}
        url={new URL(canonicalPath(lang as Locale, '/'), origin).toString()}
        logo={new URL('/favicon.svg', origin).toString()}
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <HomeHero carousel={<HomeCarousel />} rewards={rewards} />
        <HomeMarketListing sparklines={sparklines} />
        <div className="mx-auto grid max-w-[1600px] gap-12 px-4 pb-16 lg:grid-cols-2">
          <TopTen />
          <LatestNoticesSection lang={lang} wordsFromPage />
        </div>
        <div className="mx-auto max-w-[1600px] px-4 pb-16">
          <AppDownloadSection locale={lang as Locale} afterHydration wordsFromPage />
        </div>
      </HydrationBoundary>
    </ClientMessages>
  );
}
