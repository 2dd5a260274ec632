/**
 * The account answers (user info, sessions starting, codes sent, futures opened), typed by their
 * schemas (./user-schemas), and the words they use: a module that needs only these loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  wireFuturesOpenedSchema,
  wireFuturesStatusSchema,
  wireLoggedOutSchema,
  wireSentCodeSchema,
  wireSessionGrantSchema,
  wireStepTicketSchema,
  wireUserInfoSchema,
  wireUserLimitCountrySchema,
} from './user-schemas';

/** The review states of a KYC level (user info's kycLevel1/2, the KYC submit answer). */
export const KYC_REVIEWS = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycReview = (typeof KYC_REVIEWS)[number];

/** Where a one-time code goes: the e-mail, the phone, or the authenticator app. */
export const SECOND_FACTOR_CHANNELS = ['email', 'sms', 'google'] as const;

export type WireUserInfo = z.infer<typeof wireUserInfoSchema>;
export type WireStepTicket = z.infer<typeof wireStepTicketSchema>;
export type WireSessionGrant = z.infer<typeof wireSessionGrantSchema>;
export type WireSentCode = z.infer<typeof wireSentCodeSchema>;
export type WireUserLimitCountry = z.infer<typeof wireUserLimitCountrySchema>;
export type WireLoggedOut = z.infer<typeof wireLoggedOutSchema>;
export type WireFuturesOpened = z.infer<typeof wireFuturesOpenedSchema>;
export type WireFuturesStatus = z.infer<typeof wireFuturesStatusSchema>;
