import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { headlineSchema, type RewardsHeadline } from './schemas';

/**
 * GET public/rewards/headline: the sum of every new-user task's voucher (home page) and of the
 * starter tasks (sign-up page). The one source of the marketing figures: never hard-coded.
 */
export function getRewardsHeadline(signal?: AbortSignal): Promise<RewardsHeadline> {
  return http.fetch(
    { base: 'v2', path: 'public/rewards/headline', grant: false, messages: 'none', signal },
    headlineSchema,
  );
}

export const getRewardsHeadlineQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'headline'],
    queryFn: ({ signal }) => getRewardsHeadline(signal),
    // The server caches it for 10 s; the figure changes only with the task table.
    staleTime: 60_000,
  });
