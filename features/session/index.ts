export * from './api/get-user-info';
// Whether the futures account is open (one opened but not yet funded lists no futures account):
// the account page, the trading screen and the wallet all ask.
export {
  getFuturesStatusQueryOptions,
  useFuturesStatus,
  type FuturesStatus,
} from './api/get-futures-status';
export { KYC_REVIEWS } from './api/kyc-reviews';
export * from './api/get-user-limit-country';
export * from './api/logout';
export { bindSessionStore } from './bind-session-store';
export { LogInGate, LogInPrompt } from './components/log-in-gate';
export { SessionBootstrap } from './components/session-bootstrap';
export * from './hooks/use-session';
export { logout } from './logout';
export { createSessionStore, sessionStore, type SessionState } from './stores/session-store';
export { displayNameOf, isIdentityVerified } from './utils/user-info';
