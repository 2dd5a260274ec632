import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from '@/features/session';
import { getFuturesStatusQueryOptions } from '@/features/session';
import { postV2 } from '@/lib/http/post-v2';
import type { WireOpenFuturesInput } from '@/lib/contract/wire/user';
import type { FuturesOpened } from './schemas';

/** The risk warning accepted: the server opens the account only for `true`. */
export type OpenFuturesInput = WireOpenFuturesInput;

/** POST user/futures/open: KYC first, not from a restricted jurisdiction, risk warning accepted. */
export async function openFutures(input: OpenFuturesInput): Promise<FuturesOpened> {
  // The schemas load with the call, not with the trading page (which shows this offer): zod stays
  // out of its first load. The body is still checked before it leaves.
  const { wireOpenFuturesInputSchema, wireFuturesOpenedSchema } =
    await import('@/lib/contract/wire/user-schemas');
  return postV2(
    'user/futures/open',
    { schema: wireOpenFuturesInputSchema, value: input },
    wireFuturesOpenedSchema,
    'none',
  );
}

/**
 * The user's permissions follow from the info the session reads, and the new futures account
 * from the futures status and the futures queries (the trading screen's gate reads both): the
 * status is known from the answer, the rest is read again.
 */
export function useOpenFutures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'open-futures'],
    mutationFn: openFutures,
    onSuccess: (opened) => {
      if (opened.opened) {
        queryClient.setQueryData(getFuturesStatusQueryOptions().queryKey, (status) => ({
          openedAt: status?.openedAt ?? null,
          opened: true,
        }));
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey }),
        // By prefix: every futures query, without importing the futures feature's internals.
        queryClient.invalidateQueries({ queryKey: ['futures'] }),
        queryClient.invalidateQueries({ queryKey: getFuturesStatusQueryOptions().queryKey }),
      ]);
    },
  });
}
