import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getUserInfoQueryOptions } from '@/features/session';
import { postV2 } from './post-v2';

/** The server opens the account only with the risk warning accepted. */
export const openFuturesInputSchema = z.object({ acceptRisk: z.literal(true) });
export type OpenFuturesInput = z.infer<typeof openFuturesInputSchema>;
const openedSchema = z.object({ opened: z.boolean() });

/** POST user/futures/open: KYC first, not from a restricted jurisdiction, risk warning accepted. */
export function openFutures(input: OpenFuturesInput): Promise<z.infer<typeof openedSchema>> {
  return postV2(
    'user/futures/open',
    { schema: openFuturesInputSchema, value: input },
    openedSchema,
    'none',
  );
}

/**
 * The user's permissions follow from the info the session reads, and the new futures account
 * from the futures queries (the trading screen's gate reads future/accounts): both are read again.
 */
export function useOpenFutures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'open-futures'],
    mutationFn: openFutures,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey }),
        // By prefix: every futures query, without importing the futures feature's internals.
        queryClient.invalidateQueries({ queryKey: ['futures'] }),
      ]),
  });
}
