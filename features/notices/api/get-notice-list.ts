import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { NoticePage } from './schemas';

/** The server's largest page (server/api/v2-routes.ts NOTICE_PAGE_MAX). */
export const NOTICE_LIST_MAX_SIZE = 100;
export const NOTICE_LIST_SIZE = 20;

export interface NoticeListParams {
  /** From 1. */
  page?: number | undefined;
  /** 1 to 100; default 20. */
  size?: number | undefined;
  /** A route locale; without it the request's language header decides. */
  lang?: string | undefined;
}

function listQuery(params: NoticeListParams): { page: number; size: number } {
  const page = params.page ?? 1;
  const size = params.size ?? NOTICE_LIST_SIZE;
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`Invalid page: ${page}`);
  if (!Number.isSafeInteger(size) || size < 1 || size > NOTICE_LIST_MAX_SIZE) {
    throw new RangeError(`Invalid size: ${size}`);
  }
  return { page, size };
}

/**
 * GET public/notic/list (v2 API): every published notice, a page at a time, pinned first, then
 * newest first, with the total (the notices page and the sitemap read it).
 */
export function getNoticeList(
  params: NoticeListParams = {},
  signal?: AbortSignal,
): Promise<NoticePage> {
  return http.fetch(
    {
      base: 'v2',
      path: 'public/notic/list',
      query: { ...listQuery(params), lang: params.lang },
      signal,
    },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.noticePageSchema),
  );
}

export const getNoticeListQueryOptions = (params: NoticeListParams = {}) => {
  const { page, size } = listQuery(params);
  const { lang } = params;
  return queryOptions({
    queryKey: ['notices', 'list', { page, size, lang: lang ?? null }],
    queryFn: ({ signal }) => getNoticeList({ page, size, lang }, signal),
  });
};
