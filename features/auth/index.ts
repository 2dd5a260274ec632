// The public face of the auth feature for other features and app/ (pages import their form
// components directly). Everything else here is internal.
export { FuturesOpening } from './components/futures-opening';
export { KycModal } from './components/lazy-kyc-modal';
// The account page's sections that belong to sign-in and verification.
export { AuthenticatorSettings } from './components/authenticator-settings';
export { FuturesAccount } from './components/futures-account';
export { IdentityVerification } from './components/identity-verification';
