import * as z from 'zod/mini';
import { KYC_REVIEWS, SECOND_FACTOR_CHANNELS } from './user';

/**
 * The zod schemas of the account answers: user/base/info, what log-in and sign-up end with, the
 * steps of a multi-step flow, codes sent, the country limit, log-out and the futures account; the
 * types inferred from them are in ./user. The server's builders are typed by these, the web
 * client parses the answers with them, and the API tests check them strictly.
 */

const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());
const epochMs = z.number().check(z.int(), z.nonnegative());
const kycReview = z.enum(KYC_REVIEWS);

/**
 * user/base/info. simpleStatus 1 = level-1 verified, superStatus 1 = level-2 verified; kycLevel1/2
 * are the review states behind them.
 */
export const wireUserInfoSchema = z.object({
  userId: id,
  userName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** "+82 1012345678": the dial code and the number. */
  phone: z.nullable(z.string()),
  simpleStatus: z.union([z.literal(0), z.literal(1)]),
  superStatus: z.union([z.literal(0), z.literal(1)]),
  googleBound: z.boolean(),
  residenceCountry: z.nullable(z.string()),
  kycLevel1: kycReview,
  kycLevel2: kycReview,
  /** Epoch ms until which withdrawals stay blocked (after a security change), null when not. */
  withdrawBlockedUntil: z.nullable(epochMs),
  /**
   * The anti-phishing code every e-mail from the exchange starts with; null when none is set.
   * Absent for a signed API-key request (the server never shows it to a key).
   */
  antiPhishingCode: z.optional(z.nullable(z.string())),
});

/** A step of a multi-step flow (log-in, recovery): the code went to `target` (masked) by `factor`. */
export const wireStepTicketSchema = z.object({
  ticket: z.string().check(z.minLength(1)),
  factor: z.enum(SECOND_FACTOR_CHANNELS),
  target: z.string(),
  /** 0 for the authenticator (nothing was sent). */
  retryAfterSeconds: count,
});

/** Log-in and sign-up end with a session: its token and the user. */
export const wireSessionGrantSchema = z.object({
  token: z.string().check(z.minLength(20)),
  info: wireUserInfoSchema,
});

/** A code was sent; the next one may be asked for after this many seconds. */
export const wireSentCodeSchema = z.object({ retryAfterSeconds: count });

/** user/limit/country: whether futures are offered where the user (or the named country) is. */
export const wireUserLimitCountrySchema = z.object({
  /** The country the answer is about, null when none is known. */
  country: z.nullable(z.string()),
  restricted: z.boolean(),
  futuresAllowed: z.boolean(),
  reason: z.nullable(z.literal('restricted-jurisdiction')),
});

/** user/login/out. */
export const wireLoggedOutSchema = z.object({ loggedOut: z.literal(true) });

/** user/futures/open. */
export const wireFuturesOpenedSchema = z.object({ opened: z.literal(true) });

/** user/futures/status: whether the futures account is open (an open one may hold nothing yet). */
export const wireFuturesStatusSchema = z.object({
  opened: z.boolean(),
  openedAt: z.nullable(epochMs),
});
