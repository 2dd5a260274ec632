import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setToken } from '@/lib/session';
import type { SessionGrant } from './schemas';

/**
 * Starts the session a login or sign-up granted: the token is stored first, then every cached
 * query is reset, so nothing read for the previous visitor (or user) is shown again and the
 * queries on screen are read again under the new token.
 */
export function useStartSession(): (grant: SessionGrant) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (grant: SessionGrant) => {
      setToken(grant.token);
      await queryClient.resetQueries();
    },
    [queryClient],
  );
}
