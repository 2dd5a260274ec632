// The public face of the auth feature for other features and app/ (pages import their form
// components directly). Everything else here is internal.
export { FuturesOpening } from './components/futures-opening';
// Whether the futures account is open (one opened but not yet funded lists no futures account).
export {
  getFuturesStatusQueryOptions,
  useFuturesStatus,
  type FuturesStatus,
} from './api/get-futures-status';
export { KycModal } from './components/lazy-kyc-modal';
// The account page's sections that belong to sign-in and verification.
export { AuthenticatorSettings } from './components/authenticator-settings';
export { FuturesAccount } from './components/futures-account';
export { IdentityVerification } from './components/identity-verification';
