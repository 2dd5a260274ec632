import { guardedReload, type ReloadGuardDeps } from './reload-guard';
import { emitSessionCleared } from './session-events';
import { clearToken, getCookieToken } from './token';

/** Response codes that end the session when a cookie token is present. */
export const FORCE_LOGOUT_CODES: ReadonlySet<number> = new Set([512, 401, 403, 10000]);

export function isForceLogoutCode(code: number): boolean {
  return FORCE_LOGOUT_CODES.has(code);
}

/** Clears the token (cookie and local storage), session state, then reloads behind the guard. */
export function endSession(reloadDeps?: ReloadGuardDeps): void {
  clearToken();
  emitSessionCleared();
  guardedReload(undefined, reloadDeps);
}

/**
 * Applies the forced-logout rule to a response code. Returns true when the session was ended.
 */
export function handleForceLogoutCode(code: number, reloadDeps?: ReloadGuardDeps): boolean {
  if (!isForceLogoutCode(code) || getCookieToken() === null) return false;
  endSession(reloadDeps);
  return true;
}
