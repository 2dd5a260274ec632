import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireSessionRevoked, WireSessionRevokeInput } from '@/lib/contract/wire/security';
import {
  wireSessionRevokedSchema,
  wireSessionRevokeInputSchema,
} from '@/lib/contract/wire/security-schemas';
import { endSession } from '@/lib/session';
import { getSessionsQueryOptions } from './get-sessions';
import { postV2 } from '@/lib/http/post-v2';

export type RevokeSessionInput = WireSessionRevokeInput;
/** The session that ended, and whether it was this browser's: the contract's. */
export type RevokedSession = WireSessionRevoked;

/**
 * POST user/session/revoke: ends one of the user's sessions (the browser using it is logged out on
 * its next request). Refusals toast; success is told by the screen.
 */
export function revokeSession(input: RevokeSessionInput): Promise<RevokedSession> {
  return postV2(
    'user/session/revoke',
    { schema: wireSessionRevokeInputSchema, value: input },
    wireSessionRevokedSchema,
    'errors-only',
  );
}

/** The list is read again; ending this browser's own session is a logout. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'sessions', 'revoke'],
    mutationFn: revokeSession,
    onSuccess: (answer) => {
      if (answer.current) endSession();
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
