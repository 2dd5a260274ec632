export * from './api/bind-google';
export * from './api/check-login';
export * from './api/check-registration';
export * from './api/confirm-login';
export * from './api/confirm-registration';
export * from './api/find-password-step-one';
export * from './api/find-password-step-three';
export * from './api/get-image-config';
export * from './api/guide-google';
export * from './api/open-futures';
export * from './api/schemas';
export * from './api/send-register-code';
export * from './api/send-ticket-code';
export * from './api/slider-risk';
export * from './api/submit-kyc';
export * from './api/validate-recovery-code';
export { KycModal } from './components/kyc-modal';
/**
 * The account is the session's user info now (one query of user/base/info). Kept under its old
 * name for app/[lang]/_components/kyc-modal-host.tsx until it imports `useUserInfoQuery` from
 * `@/features/session` itself.
 */
export { useUserInfoQuery as useAccount } from '@/features/session';
