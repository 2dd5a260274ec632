import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { WireSessionRevokeInput } from '@/lib/contract/wire/security';
import { wireSessionRevokeInputSchema } from '@/lib/contract/wire/security-schemas';
import { endSession } from '@/lib/session';
import { getSessionsQueryOptions } from './get-sessions';
import { postV2 } from './post-v2';

export type RevokeSessionInput = WireSessionRevokeInput;
const revokedSchema = z.object({ revoked: z.boolean(), id: z.string(), current: z.boolean() });
export type RevokedSession = z.infer<typeof revokedSchema>;

/**
 * POST user/session/revoke: ends one of the user's sessions (the browser using it is logged out on
 * its next request). Refusals toast; success is told by the screen.
 */
export function revokeSession(input: RevokeSessionInput): Promise<RevokedSession> {
  return postV2(
    'user/session/revoke',
    { schema: wireSessionRevokeInputSchema, value: input },
    revokedSchema,
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
