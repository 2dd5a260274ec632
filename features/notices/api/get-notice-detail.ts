import { queryOptions } from '@tanstack/react-query';
import { http, isApiError } from '@/lib/http';
import type { NoticeDetail } from './schemas';

/**
 * GET public/notic/detail (v2 API): one published notice with its text. An unknown or not yet
 * published id answers HTTP 404 (see `isNoticeNotFound`).
 */
export function getNoticeDetail(
  params: { id: number; lang?: string | undefined },
  signal?: AbortSignal,
): Promise<NoticeDetail> {
  return http.fetch(
    {
      base: 'v2',
      path: 'public/notic/detail',
      query: { id: params.id, lang: params.lang },
      signal,
    },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.noticeDetailSchema),
  );
}

export const getNoticeDetailQueryOptions = (id: number, lang?: string) =>
  queryOptions({
    queryKey: ['notices', 'detail', id, lang ?? null],
    queryFn: ({ signal }) => getNoticeDetail({ id, lang }, signal),
  });

/** The server said there is no such notice (as opposed to not answering). */
export function isNoticeNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.code === 404;
}
