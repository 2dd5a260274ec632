import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { wireWithStepUp } from '@/lib/contract/wire/input-schemas';
import { getUserInfoQueryOptions } from '@/features/session';
import type { WireAuthenticatorBound } from '@/lib/contract/wire/user';
import {
  wireAuthenticatorBoundSchema,
  wireBindGoogleInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { getGuideGoogleQueryOptions } from './guide-google';
import { postV2 } from '@/lib/http/post-v2';

/** The contract's body (the new app's code) with the session's step-up, which the route reads. */
export const bindGoogleInputSchema = wireWithStepUp(wireBindGoogleInputSchema);
export type BindGoogleInput = z.output<typeof bindGoogleInputSchema>;

/**
 * POST user/login/bindGoogle (not in the spec): binds the secret of the last guide with a valid
 * code from the app that scanned it, replacing the bound app if there is one. Needs a step-up.
 */
export function bindGoogle(input: BindGoogleInput): Promise<WireAuthenticatorBound> {
  return postV2(
    'user/login/bindGoogle',
    { schema: bindGoogleInputSchema, value: input },
    wireAuthenticatorBoundSchema,
    'none',
  );
}

/** `googleBound` lives in the user info: it is read again. The guide's secret is spent. */
export function useBindGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'bind-google'],
    mutationFn: bindGoogle,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: getGuideGoogleQueryOptions().queryKey });
      return queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey });
    },
  });
}
