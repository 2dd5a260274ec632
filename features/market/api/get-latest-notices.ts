import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';

export const DEFAULT_NOTICES_SIZE = 10;

export const latestNoticesParamsSchema = z.object({
  /** How many notices, 1 to 50. Default 10. */
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(50)), DEFAULT_NOTICES_SIZE),
});
export type LatestNoticesParams = z.input<typeof latestNoticesParamsSchema>;

/** A notice (server/services/content-queries.ts `listLatestNotices`), in the request's language. */
export const noticeSchema = z.object({
  id: z.number().check(z.int()),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  /** App path the notice opens, or null for a notice without a detail page. */
  linkUrl: z.nullable(z.string()),
  /** Epoch ms. */
  publishedAt: z.number(),
  pinned: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const latestNoticesSchema = z.array(noticeSchema);
export type LatestNotices = z.infer<typeof latestNoticesSchema>;

/** GET public/notic/latest/list (v2 API; the path is spelled "notic"): pinned first, then newest. */
export function getLatestNotices(
  params: LatestNoticesParams = {},
  signal?: AbortSignal,
): Promise<LatestNotices> {
  return http.fetch(
    {
      base: 'v2',
      path: 'public/notic/latest/list',
      query: latestNoticesParamsSchema.parse(params),
      signal,
    },
    latestNoticesSchema,
  );
}

export const getLatestNoticesQueryOptions = (params: LatestNoticesParams = {}) => {
  const { size } = latestNoticesParamsSchema.parse(params);
  return queryOptions({
    queryKey: ['market', 'notices', 'latest', size],
    queryFn: ({ signal }) => getLatestNotices({ size }, signal),
  });
};
