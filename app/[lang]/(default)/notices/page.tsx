import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getNoticeListQueryOptions, NOTICE_LIST_SIZE, NoticeList } from '@/features/notices';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { pageMetadata } from '../../_components/page-metadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** `?page=` as a page number from 1; anything else is the first page. */
function pageFrom(query: Record<string, string | string[] | undefined>): number {
  const raw = Array.isArray(query.page) ? query.page[0] : query.page;
  return raw && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/notices', 'notices');
}

export default async function NoticesPage({ params, searchParams }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const page = pageFrom(await searchParams);
  const t = await getTranslations('Notices');
  // The list goes out in the HTML; without an answer from the server it loads in the browser.
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(
    getNoticeListQueryOptions({ page, size: NOTICE_LIST_SIZE, lang }),
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
      <p className="mt-3 text-fg-muted">{t('intro')}</p>
      <div className="mt-8">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <NoticeList page={page} />
        </HydrationBoundary>
      </div>
    </div>
  );
}
