import { onSessionCleared } from '@/lib/session/session-events';
import { getToken, subscribeToken } from '@/lib/session/token';
import { sessionStore, type SessionStore } from './stores/session-store';

/**
 * Keeps session state in step with the stored token (login, logout, forced logout anywhere) and
 * clears it when the session ends. Returns the unsubscribe function.
 */
export function bindSessionStore(store: SessionStore = sessionStore): () => void {
  const sync = () => store.getState().tokenChanged(getToken());
  sync();
  const offToken = subscribeToken(sync);
  const offCleared = onSessionCleared(() => store.getState().sessionCleared());
  return () => {
    offToken();
    offCleared();
  };
}
