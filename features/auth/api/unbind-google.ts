import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { wireWithStepUp } from '@/lib/contract/wire/input-schemas';
import { getUserInfoQueryOptions } from '@/features/session';
import type { WireAuthenticatorUnbound } from '@/lib/contract/wire/user';
import {
  wireAuthenticatorUnboundSchema,
  wireEmptyInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { getGuideGoogleQueryOptions } from './guide-google';
import { postV2 } from '@/lib/http/post-v2';

/** The route takes no fields but the session's step-up, which it reads itself. */
export const unbindGoogleInputSchema = wireWithStepUp(wireEmptyInputSchema);
export type UnbindGoogleInput = z.output<typeof unbindGoogleInputSchema>;

/**
 * POST user/login/unbindGoogle (not in the spec): removes the bound app. Needs a step-up, which
 * asked for the app's current code.
 */
export function unbindGoogle(input: UnbindGoogleInput): Promise<WireAuthenticatorUnbound> {
  return postV2(
    'user/login/unbindGoogle',
    { schema: unbindGoogleInputSchema, value: input },
    wireAuthenticatorUnboundSchema,
    'none',
  );
}

/**
 * `googleBound` lives in the user info: it is read again. The server dropped the guide's secret
 * with the binding, so a guide still cached is forgotten: the next setup shows a new secret.
 */
export function useUnbindGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'unbind-google'],
    mutationFn: unbindGoogle,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: getGuideGoogleQueryOptions().queryKey });
      return queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey });
    },
  });
}
