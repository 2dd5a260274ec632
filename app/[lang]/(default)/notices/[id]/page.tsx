import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import {
  getNoticeDetailQueryOptions,
  isNoticeNotFound,
  NoticeArticle,
  parseNoticeId,
  type NoticeDetail,
} from '@/features/notices';
import type { Locale } from '@/lib/i18n/locales';
import { getServerQueryClient } from '@/lib/server-query-client';
import { pageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string; id: string }> };

/**
 * The notice from the server, once per request (metadata and page share the request's query
 * client); `null` when there is no such notice, `undefined` when the server did not answer.
 */
async function loadNotice(id: number, lang: string): Promise<NoticeDetail | null | undefined> {
  const queryClient = getServerQueryClient();
  const options = getNoticeDetailQueryOptions(id, lang);
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === 'success') return state.data;
  return isNoticeNotFound(state?.error) ? null : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id: rawId } = await params;
  const id = parseNoticeId(rawId);
  const notice = id === undefined ? null : await loadNotice(id, lang);
  if (!notice) return pageMetadata(lang, '/notices', 'notices');
  return pageMetadata(lang, `/notices/${notice.id}`, 'notice', {
    title: notice.title,
    summary: notice.summary,
  });
}

/**
 * One notice. The middleware already answers 404 for ids the server does not know; this page
 * checks again (the server may have said no since) and otherwise renders the notice into the
 * HTML, or leaves it to the browser when the server did not answer.
 */
export default async function NoticePage({ params }: Props) {
  const { lang, id: rawId } = await params;
  setRequestLocale(lang as Locale);
  const id = parseNoticeId(rawId);
  if (id === undefined) notFound();
  const notice = await loadNotice(id, lang);
  if (notice === null) notFound();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <HydrationBoundary state={dehydrate(getServerQueryClient())}>
        <NoticeArticle id={id} />
      </HydrationBoundary>
    </div>
  );
}
