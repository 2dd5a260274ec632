export {
  TOKEN_COOKIE,
  TOKEN_STORAGE_KEY,
  clearToken,
  getCookieToken,
  getToken,
  hasToken,
  setToken,
  subscribeToken,
} from './token';
export { DEFAULT_RELOAD_GUARD_MS, guardedReload } from './reload-guard';
export { emitSessionCleared, onSessionCleared } from './session-events';
export {
  FORCE_LOGOUT_CODES,
  endSession,
  handleForceLogoutCode,
  isForceLogoutCode,
} from './force-logout';
