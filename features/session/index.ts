export * from './api/get-user-info';
export * from './api/get-user-limit-country';
export * from './api/logout';
export { bindSessionStore } from './bind-session-store';
export { SessionBootstrap } from './components/session-bootstrap';
export * from './hooks/use-session';
export { logout } from './logout';
export { createSessionStore, sessionStore, type SessionState } from './stores/session-store';
export { displayNameOf, isIdentityVerified } from './utils/user-info';
