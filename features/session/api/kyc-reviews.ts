/**
 * The review states of a KYC level: the contract's (lib/contract/wire/user), zod-free, so other
 * features build their schemas from it without loading this feature's.
 */
export { KYC_REVIEWS } from '@/lib/contract/wire/user';
