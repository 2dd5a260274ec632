import { emitSessionCleared } from '@/lib/session/session-events';
import { clearToken } from '@/lib/session/token';
import { postLogout } from './api/logout';

export interface LogoutDeps {
  callServer?: () => Promise<unknown>;
  reload?: () => void;
}

/**
 * Logout: calls the server, then removes the cookie and stored token, clears session state and
 * reloads the page. The local session ends even when the server call fails.
 */
export async function logout(deps: LogoutDeps = {}): Promise<void> {
  try {
    await (deps.callServer ?? postLogout)();
  } catch {
    // The server may already consider the token dead; the user still wants out.
  }
  clearToken();
  emitSessionCleared();
  (deps.reload ?? (() => globalThis.location?.reload()))();
}
