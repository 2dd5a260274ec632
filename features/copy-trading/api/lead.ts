import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LEAD_NICKNAME, type WireLeadApplyInput } from '@/lib/contract/wire/follow';
import { wireLeadApplyInputSchema } from '@/lib/contract/wire/follow-schemas';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { leadInfoSchema, leadStopSchema, leaderProfileSchema } from './schemas';

/** The lead form's nickname: the contract's rule (LEAD_NICKNAME), the message a key. */
export const nicknameSchema = z
  .string()
  .trim()
  .regex(LEAD_NICKNAME, 'CopyTrading.Lead.errors.nickname');

/** GET follow/lead/info: the user's own offer (null: never offered). */
export const getLeadInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['copy-trading', 'lead'],
    queryFn: ({ signal }) =>
      http.fetch({ base: 'v2', path: 'follow/lead/info', signal }, leadInfoSchema),
    meta: USER_QUERY_META,
  });

function useInvalidateLead() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['copy-trading'] });
}

/** POST follow/lead/apply: offer (or rename, or re-activate) the user's futures trading. */
export function useApplyLead() {
  const invalidate = useInvalidateLead();
  return useMutation({
    mutationKey: ['copy-trading', 'lead', 'apply'],
    mutationFn: (nickname: WireLeadApplyInput['nickname']) =>
      http.fetch(
        {
          base: 'v2',
          path: 'follow/lead/apply',
          method: 'POST',
          json: wireLeadApplyInputSchema.parse({ nickname }),
          messages: 'none',
        },
        leaderProfileSchema,
      ),
    onSuccess: invalidate,
  });
}

/** POST follow/lead/stop: every follower is stopped, their positions closed at market. */
export function useStopLead() {
  const invalidate = useInvalidateLead();
  return useMutation({
    mutationKey: ['copy-trading', 'lead', 'stop'],
    mutationFn: () =>
      http.fetch(
        { base: 'v2', path: 'follow/lead/stop', method: 'POST', json: {}, messages: 'none' },
        leadStopSchema,
      ),
    onSuccess: invalidate,
  });
}
