import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireOthersRevoked } from '@/lib/contract/wire/security';
import { wireOthersRevokedSchema } from '@/lib/contract/wire/security-schemas';
import { wireEmptyInputSchema } from '@/lib/contract/wire/user-schemas';
import { getSessionsQueryOptions } from './get-sessions';
import { postV2 } from '@/lib/http/post-v2';

/** How many sessions ended: the contract's. */
export type RevokedOthers = WireOthersRevoked;

/** POST user/session/revokeOthers: ends every session but this one. Refusals toast. */
export function revokeOtherSessions(): Promise<RevokedOthers> {
  return postV2(
    'user/session/revokeOthers',
    { schema: wireEmptyInputSchema, value: {} },
    wireOthersRevokedSchema,
    'errors-only',
  );
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'sessions', 'revoke-others'],
    mutationFn: revokeOtherSessions,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
