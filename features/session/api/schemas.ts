import * as z from 'zod/mini';
import { KYC_REVIEWS } from './kyc-reviews';

/**
 * The session feature's wire schemas. The endpoint files load this module on demand
 * (`import('./schemas')`) and everything else imports its types only: zod stays out of the pages'
 * first-load JavaScript.
 */

export const kycReviewSchema = z.enum(KYC_REVIEWS);
export type KycReview = z.infer<typeof kycReviewSchema>;

/**
 * What user/base/info answers (server/auth/accounts.ts `toUserInfo`). simpleStatus 1 = level-1
 * verified, superStatus 1 = level-2 verified; kycLevel1/2 are the review states behind them.
 */
export const userInfoSchema = z.object({
  userId: z.number(),
  userName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  simpleStatus: z.number(),
  superStatus: z.number(),
  googleBound: z.boolean(),
  residenceCountry: z.nullable(z.string()),
  kycLevel1: kycReviewSchema,
  kycLevel2: kycReviewSchema,
  /** Epoch ms until which withdrawals stay blocked (after a security change), null when not blocked. */
  withdrawBlockedUntil: z.nullable(z.number()),
  /**
   * The anti-phishing code every e-mail from the exchange starts with; null when none is set.
   * Absent for a signed API-key request (the server never shows it to a key).
   */
  antiPhishingCode: z.optional(z.nullable(z.string())),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A visitor may name a country (one picked on a form); a session uses its KYC residence instead. */
export const userLimitCountryInputSchema = z.object({
  country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/))),
});
export type UserLimitCountryInput = z.infer<typeof userLimitCountryInputSchema>;

/** What user/limit/country answers (server/api/v2-account-routes.ts). */
export const userLimitCountrySchema = z.object({
  /** The country the answer is about, null when none is known. */
  country: z.nullable(z.string()),
  restricted: z.boolean(),
  futuresAllowed: z.boolean(),
  reason: z.nullable(z.literal('restricted-jurisdiction')),
});
export type UserLimitCountry = z.infer<typeof userLimitCountrySchema>;

export const logoutResponseSchema = z.object({ loggedOut: z.boolean() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** POST user/futures/status: whether the futures account is open (an open one may hold nothing yet). */
export const futuresStatusSchema = z.object({
  opened: z.boolean(),
  openedAt: z.nullable(z.number()),
});
export type FuturesStatus = z.infer<typeof futuresStatusSchema>;
