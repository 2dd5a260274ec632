import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import {
  followPageSchema,
  followPositionsSchema,
  followSchema,
  tradePageSchema,
  type Follow,
  type FollowPositions,
  type TradePage,
} from './schemas';

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

/** The follow dialog's input; the amount and cap are USDT decimal text. */
export const startFollowSchema = z.object({
  leaderId: z.number().int().positive(),
  amount: z.string().trim().regex(AMOUNT, 'CopyTrading.Follow.errors.amount'),
  tradeCap: z.string().trim().regex(AMOUNT, 'CopyTrading.Follow.errors.tradeCap'),
});
export type StartFollowInput = z.infer<typeof startFollowSchema>;

/** Every copy-trading query that a follow change touches, and the futures wallet. */
function useInvalidateFollowing() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['copy-trading'] }),
      queryClient.invalidateQueries({ queryKey: ['wallet', 'snapshot'] }),
      queryClient.invalidateQueries({ queryKey: ['futures', 'accounts'] }),
    ]);
}

/** POST follow/start: moves `amount` from the futures account into the follow account. */
export function startFollow(input: StartFollowInput): Promise<Follow> {
  return http.fetch(
    {
      base: 'v2',
      path: 'follow/start',
      method: 'POST',
      json: startFollowSchema.parse(input),
      messages: 'none',
    },
    followSchema,
  );
}

export function useStartFollow() {
  const invalidate = useInvalidateFollowing();
  return useMutation({
    mutationKey: ['copy-trading', 'start'],
    mutationFn: startFollow,
    onSuccess: invalidate,
  });
}

/** POST follow/stop: closes the follow account's positions at market and returns its funds. */
export function stopFollow(followId: number): Promise<Follow> {
  return http.fetch(
    {
      base: 'v2',
      path: 'follow/stop',
      method: 'POST',
      json: z.object({ followId: z.number().int().positive() }).parse({ followId }),
      messages: 'none',
    },
    followSchema,
  );
}

export function useStopFollow() {
  const invalidate = useInvalidateFollowing();
  return useMutation({
    mutationKey: ['copy-trading', 'stop'],
    mutationFn: stopFollow,
    onSuccess: invalidate,
  });
}

/** GET follow/list: the user's follows, newest first. */
export const getFollowListQueryOptions = () =>
  queryOptions({
    queryKey: ['copy-trading', 'follows'],
    queryFn: ({ signal }) =>
      http.fetch(
        { base: 'v2', path: 'follow/list', query: { size: 20 }, signal },
        followPageSchema,
      ),
    refetchInterval: 5_000,
    meta: USER_QUERY_META,
  });

/** GET follow/positions: the follow account now and its mirrored positions. */
export const getFollowPositionsQueryOptions = () =>
  queryOptions({
    queryKey: ['copy-trading', 'positions'],
    queryFn: ({ signal }): Promise<FollowPositions> =>
      http.fetch({ base: 'v2', path: 'follow/positions', signal }, followPositionsSchema),
    refetchInterval: 3_000,
    meta: USER_QUERY_META,
  });

/** GET follow/trades: what each of the leader's moves did in the follow account. */
export const getMirroredTradesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['copy-trading', 'trades', page],
    queryFn: ({ signal }): Promise<TradePage> =>
      http.fetch(
        { base: 'v2', path: 'follow/trades', query: { page, size: 20 }, signal },
        tradePageSchema,
      ),
    refetchInterval: 5_000,
    meta: USER_QUERY_META,
  });
