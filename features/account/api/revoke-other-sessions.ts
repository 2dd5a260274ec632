import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { wireEmptyInputSchema } from '@/lib/contract/wire/user-schemas';
import { getSessionsQueryOptions } from './get-sessions';
import { postV2 } from './post-v2';

const revokedOthersSchema = z.object({ revoked: z.number() });
export type RevokedOthers = z.infer<typeof revokedOthersSchema>;

/** POST user/session/revokeOthers: ends every session but this one. Refusals toast. */
export function revokeOtherSessions(): Promise<RevokedOthers> {
  return postV2(
    'user/session/revokeOthers',
    { schema: wireEmptyInputSchema, value: {} },
    revokedOthersSchema,
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
