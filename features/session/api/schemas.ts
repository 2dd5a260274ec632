import * as z from 'zod/mini';
import type {
  WireFuturesStatus,
  WireLoggedOut,
  WireUserInfo,
  WireUserLimitCountry,
  WireUserLimitCountryInput,
} from '@/lib/contract/wire/user';
import {
  wireFuturesStatusSchema,
  wireLoggedOutSchema,
  wireUserInfoSchema,
  wireUserLimitCountryInputSchema,
  wireUserLimitCountrySchema,
} from '@/lib/contract/wire/user-schemas';
import { KYC_REVIEWS } from './kyc-reviews';

/**
 * The session feature's wire schemas. The endpoint files load this module on demand
 * (`import('./schemas')`) and everything else imports its types only: zod stays out of the pages'
 * first-load JavaScript.
 */

export const kycReviewSchema = z.enum(KYC_REVIEWS);
export type KycReview = z.infer<typeof kycReviewSchema>;

/** user/base/info: the contract's (lib/contract/wire/user-schemas). */
export const userInfoSchema = wireUserInfoSchema;
export type UserInfo = WireUserInfo;

/**
 * The contract's body: a visitor may name a country (one picked on a form), or none; a session
 * uses its KYC residence instead.
 */
export const userLimitCountryInputSchema = wireUserLimitCountryInputSchema;
export type UserLimitCountryInput = Partial<WireUserLimitCountryInput>;

/** user/limit/country, user/login/out and user/futures/status: the contract's. */
export const userLimitCountrySchema = wireUserLimitCountrySchema;
export type UserLimitCountry = WireUserLimitCountry;
export const logoutResponseSchema = wireLoggedOutSchema;
export type LogoutResponse = WireLoggedOut;
export const futuresStatusSchema = wireFuturesStatusSchema;
export type FuturesStatus = WireFuturesStatus;
