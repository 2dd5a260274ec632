import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import * as zm from 'zod/mini';
import type { WireFollowStartInput } from '@/lib/contract/wire/follow';
import {
  wireFollowStartInputSchema,
  wireFollowStopInputSchema,
} from '@/lib/contract/wire/follow-schemas';
import { wireUsdtAmountInput } from '@/lib/contract/wire/input-schemas';
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

/** USDT amount text as follow/start takes it (the contract's rule; the form words the refusal). */
const isAmountText = (text: string) => zm.safeParse(wireUsdtAmountInput, text).success;

/** The follow dialog's form: the amount and cap as USDT decimal text (messages are keys). */
export const followFormSchema = z.object({
  leaderId: z.number().int().positive(),
  amount: z.string().trim().refine(isAmountText, 'CopyTrading.Follow.errors.amount'),
  tradeCap: z.string().trim().refine(isAmountText, 'CopyTrading.Follow.errors.tradeCap'),
});
export type FollowFormValues = z.infer<typeof followFormSchema>;

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
export function startFollow(input: WireFollowStartInput): Promise<Follow> {
  return http.fetch(
    {
      base: 'v2',
      path: 'follow/start',
      method: 'POST',
      json: wireFollowStartInputSchema.parse(input),
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
      json: wireFollowStopInputSchema.parse({ followId }),
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
