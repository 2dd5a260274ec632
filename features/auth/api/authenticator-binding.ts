import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from '@/features/session';
import {
  wireAuthenticatorBoundSchema,
  wireAuthenticatorUnboundSchema,
  wireBindGoogleInputSchema,
  wireEmptyInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { securityChangeCall } from '@/lib/http/security-change-call';
import { getGuideGoogleQueryOptions } from './guide-google';

/**
 * POST user/login/bindGoogle (not in the spec): binds the secret of the last guide with a valid
 * code from the app that scanned it (the new app's code), replacing the bound app if there is
 * one. Needs a step-up.
 */
export const bindGoogle = securityChangeCall(
  'user/login/bindGoogle',
  wireBindGoogleInputSchema,
  wireAuthenticatorBoundSchema,
);

/**
 * POST user/login/unbindGoogle (not in the spec): removes the bound app. It takes no fields but
 * the step-up, which asked for the app's current code.
 */
export const unbindGoogle = securityChangeCall(
  'user/login/unbindGoogle',
  wireEmptyInputSchema,
  wireAuthenticatorUnboundSchema,
);

/**
 * `googleBound` lives in the user info: it is read again. A binding spends the guide's secret and
 * an unbinding drops it on the server, so a guide still cached is forgotten: the next setup shows
 * a new secret.
 */
function afterAuthenticatorChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: getGuideGoogleQueryOptions().queryKey });
  return queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey });
}

export function useBindGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'bind-google'],
    mutationFn: bindGoogle,
    onSuccess: () => afterAuthenticatorChange(queryClient),
  });
}

export function useUnbindGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'unbind-google'],
    mutationFn: unbindGoogle,
    onSuccess: () => afterAuthenticatorChange(queryClient),
  });
}
