// The public face of the auth feature for other features and app/ (pages import their form
// components directly). Everything else here is internal.
export { KycModal } from './components/kyc-modal';
/**
 * The account is the session's user info now (one query of user/base/info). Kept under its old
 * name for app/[lang]/_components/kyc-modal-host.tsx until it imports `useUserInfoQuery` from
 * `@/features/session` itself.
 */
