/**
 * The review states of a KYC level (user/base/info's kycLevel1/2, the KYC submit answer).
 * Zod-free, so other features build their schemas from it without loading this feature's.
 */
export const KYC_REVIEWS = ['none', 'pending', 'approved', 'rejected'] as const;
