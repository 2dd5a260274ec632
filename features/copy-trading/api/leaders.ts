import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WireLeaderboardInput, WireLeaderProfileInput } from '@/lib/contract/wire/follow';
import { http } from '@/lib/http';
import {
  leaderPageSchema,
  leaderProfileSchema,
  type LeaderPage,
  type LeaderProfile,
} from './schemas';

export const LEADERS_PAGE_SIZE = 20;

/** The leaderboard's order and page (the size is LEADERS_PAGE_SIZE). */
type LeadersQuery = Pick<WireLeaderboardInput, 'sort' | 'page'>;

/** GET follow/leaders: the public leaderboard, best first by `sort`. */
export function getLeaders(
  query: LeadersQuery,
  signal?: AbortSignal,
  language?: string,
): Promise<LeaderPage> {
  return http.fetch(
    {
      base: 'v2',
      path: 'follow/leaders',
      query: { ...query, size: LEADERS_PAGE_SIZE },
      grant: false,
      signal,
      ...(language ? { language } : {}),
    },
    leaderPageSchema,
  );
}

export const getLeadersQueryOptions = (query: LeadersQuery) =>
  queryOptions({
    queryKey: ['copy-trading', 'leaders', query],
    queryFn: ({ signal }) => getLeaders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET follow/leader: one lead trader's public profile with the 30 daily results. */
export function getLeader(
  leaderId: WireLeaderProfileInput['leaderId'],
  signal?: AbortSignal,
): Promise<LeaderProfile> {
  return http.fetch(
    {
      base: 'v2',
      path: 'follow/leader',
      query: { leaderId },
      grant: false,
      signal,
      messages: 'none',
    },
    leaderProfileSchema,
  );
}

export const getLeaderQueryOptions = (leaderId: number) =>
  queryOptions({
    queryKey: ['copy-trading', 'leader', leaderId],
    queryFn: ({ signal }) => getLeader(leaderId, signal),
    staleTime: 30_000,
  });
