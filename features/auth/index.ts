// The public face of the auth feature for other features and app/ (pages import their form
// components directly). Everything else here is internal.
export { FuturesOpening } from './components/futures-opening';
export { KycModal } from './components/lazy-kyc-modal';
