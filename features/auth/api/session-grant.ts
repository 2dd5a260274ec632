import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isUserQuery, removeUserQueries } from '@/lib/query-client';
import { setToken } from '@/lib/session';
import type { SessionGrant } from './schemas';

/**
 * Starts the session a login or sign-up granted. Whatever was cached as a user's own data (a
 * previous user on this browser) is removed before the new token is stored, so the new user's
 * screens read their own data and never show someone else's for a moment.
 */
export function useStartSession(): (grant: SessionGrant) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (grant: SessionGrant) => {
      void queryClient.cancelQueries({ predicate: isUserQuery });
      removeUserQueries(queryClient);
      setToken(grant.token);
    },
    [queryClient],
  );
}
