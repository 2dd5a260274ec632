import * as z from 'zod/mini';
import {
  CODE_TICKET_KINDS,
  KYC_COUNTRY_LENGTH,
  KYC_DOCUMENTS_MAX,
  KYC_ID_NUMBER_PATTERN,
  KYC_REAL_NAME_LENGTH,
  KYC_REVIEWS,
  KYC_SUBMITTED_REVIEWS,
  SECOND_FACTOR_CHANNELS,
  SLIDER_TRACE_MAX,
} from './user';

/**
 * The zod schemas of the account answers: user/base/info, what log-in and sign-up end with, the
 * steps of a multi-step flow, codes sent, the country limit, log-out and the futures account, the
 * slider, recovery, KYC, the authenticator, the step-up and the password and contact changes, and
 * the request bodies of those routes (below); the types inferred from them are in ./user. The
 * server's builders are typed by these, the web client parses the answers with them, and the API
 * tests check them strictly.
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

/** A picture the server drew or encoded (the slider's, the authenticator's QR code). */
const pngDataUrl = z.string().check(z.startsWith('data:image/png;base64,'));

/** user/register/email|mobile/new/check: the address is free (a taken one is refused by code). */
export const wireAvailableSchema = z.object({ available: z.literal(true) });

/** user/image/getImageConfig: a new slider puzzle (sizes in CSS pixels). */
export const wireSliderPuzzleSchema = z.object({
  challengeId: z.string().check(z.minLength(1)),
  width: id,
  height: id,
  pieceSize: id,
  /** The piece's top edge; it slides along this row. */
  pieceY: count,
  /** The picture with the gap cut out. */
  background: pngDataUrl,
  piece: pngDataUrl,
});

/** user/slider/risk: the drag passed; log-in check takes this token once. */
export const wireSliderPassSchema = z.object({ sliderToken: z.string().check(z.minLength(1)) });

/**
 * user/find/strategy/validCode (recovery step 2): the ticket step 3 takes. `authenticatorRequired`:
 * the account has an authenticator, whose code step 3 takes with the new password (the e-mail or
 * SMS code alone does not reset a password protected by an app).
 */
export const wireResetTicketSchema = z.object({
  resetTicket: z.string().check(z.minLength(1)),
  authenticatorRequired: z.boolean(),
});

/** user/find/password/three and user/password/update: the password was changed. */
export const wirePasswordChangedSchema = z.object({ changed: z.literal(true) });

/** user/kyc/level1 and level2: the submission waits for review, or was approved at once. */
export const wireKycSubmittedSchema = z.object({ status: z.enum(KYC_SUBMITTED_REVIEWS) });

/**
 * user/login/guideGoogle: a new authenticator secret (base32) with its otpauth link and QR code;
 * only the newest one can be bound. `bound`: an app is bound already (binding replaces it).
 */
export const wireAuthenticatorGuideSchema = z.object({
  secret: z.string().check(z.regex(/^[A-Z2-7]+$/)),
  otpauthUrl: z.string().check(z.startsWith('otpauth://totp/')),
  qrCode: pngDataUrl,
  bound: z.boolean(),
});

/** user/login/bindGoogle: bound; `replaced`, an app was bound before and no longer is. */
export const wireAuthenticatorBoundSchema = z.object({
  bound: z.literal(true),
  replaced: z.boolean(),
});

/** user/login/unbindGoogle. */
export const wireAuthenticatorUnboundSchema = z.object({ bound: z.literal(false) });

/**
 * user/security/stepUp: the token that lets this session make security changes until `expiresAt`
 * (epoch ms, the server's clock: 5 minutes on).
 */
export const wireStepUpGrantSchema = z.object({
  stepUpToken: z.string().check(z.minLength(20)),
  expiresAt: epochMs,
});

/** user/contact/update: the account's addresses after the change, masked; null when it has none. */
export const wireContactChangedSchema = z.object({
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});

// ---- request bodies ----
//
// What the v2 user routes accept (server/api/v2-user-routes, v2-account-routes), exactly: the
// server parses each body with these, the web client types and checks what it sends by them.
// Most fields are lenient on purpose: a missing or non-text field reads as '' and the service
// answers emptiness or a bad format with its business code (e-mail empty, invalid code …), not
// with a generic bad-parameter answer. Step-up routes also read `stepUpToken` from the body
// (server/api/user-route.ts): the client adds it to these bodies itself.

/** A text field: trimmed, '' when missing or not text (the service answers emptiness). */
export const wireTextInput = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === 'string' ? value.trim() : '')),
);
/** A password: taken as typed (spaces count), '' when missing or not text. */
export const wirePasswordInput = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === 'string' ? value : '')),
);
/** A consent (the terms, the futures risk warning): anything but `true` is "not given". */
export const wireConsentInput = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true),
);

/** The body of a route that takes nothing (user/base/info, user/login/out …). */
export const wireEmptyInputSchema = z.object({});

/** An account named by its e-mail (sign-up: register/email/…). */
export const wireEmailInputSchema = z.object({ email: wireTextInput });
/** An account named by a dial code and a national number (sign-up: register/mobile/…). */
export const wireMobileInputSchema = z.object({ dialCode: wireTextInput, mobile: wireTextInput });
/**
 * Either form (log-in, recovery, a new contact): the e-mail when given, else the phone; the
 * server's parseIdentity answers a missing or malformed one with its business code.
 */
export const wireIdentityInputSchema = z.object({
  email: z.optional(wireTextInput),
  dialCode: z.optional(wireTextInput),
  mobile: z.optional(wireTextInput),
});

/** What sign-up takes besides the e-mail or phone. */
const signUpFields = {
  code: wireTextInput,
  password: wirePasswordInput,
  /** '' when the visitor has none. */
  inviteCode: wireTextInput,
  /** The terms of use and the privacy policy (spec §5). */
  agreement: wireConsentInput,
};
/** user/register/email/confirmed. */
export const wireEmailSignUpInputSchema = z.extend(wireEmailInputSchema, signUpFields);
/** user/register/mobile/confirmed. */
export const wireMobileSignUpInputSchema = z.extend(wireMobileInputSchema, signUpFields);

/** user/login/new/check: the credentials, with the slider's token once it was asked for. */
export const wireLogInCheckInputSchema = z.extend(wireIdentityInputSchema, {
  password: wirePasswordInput,
  sliderToken: wireTextInput,
});
/** user/login/confirm and user/find/strategy/validCode: a step's ticket and its code. */
export const wireTicketCodeInputSchema = z.object({ ticket: wireTextInput, code: wireTextInput });
/** user/find/password/three. */
export const wirePasswordResetInputSchema = z.object({
  resetTicket: wireTextInput,
  password: wirePasswordInput,
  /** The authenticator's code, when step 2 answered `authenticatorRequired`. */
  googleCode: wireTextInput,
});
/**
 * user/common/gateway/send/email|sms: logged in, nothing (the code goes to the account's own
 * address); during log-in or recovery, that flow's ticket.
 */
export const wireSendCodeInputSchema = z.object({
  ticket: wireTextInput,
  kind: z._default(z.enum(CODE_TICKET_KINDS), 'login'),
});

/** user/limit/country: a visitor may name a country; a session's KYC residence wins. */
export const wireUserLimitCountryInputSchema = z.object({ country: wireTextInput });

/** user/security/stepUp: the password and the current second factor's code. */
export const wireStepUpInputSchema = z.object({ password: wirePasswordInput, code: wireTextInput });
/** user/login/bindGoogle: a code of the app that scanned the guide's secret. */
export const wireBindGoogleInputSchema = z.object({ code: wireTextInput });
/** user/contact/sendCode: the new e-mail or phone. */
export const wireContactCodeInputSchema = wireIdentityInputSchema;
/** user/contact/update: the new e-mail or phone with the code sent to it. */
export const wireContactUpdateInputSchema = z.extend(wireIdentityInputSchema, {
  code: wireTextInput,
});
/** user/password/update (the step-up proved the current one). */
export const wirePasswordUpdateInputSchema = z.object({ newPassword: wirePasswordInput });

/** user/kyc/level1: the name, the residence (upper-cased) and the ID number. */
export const wireKycLevel1InputSchema = z.object({
  realName: z
    .string()
    .check(z.trim(), z.minLength(KYC_REAL_NAME_LENGTH.min), z.maxLength(KYC_REAL_NAME_LENGTH.max)),
  country: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(KYC_COUNTRY_LENGTH.min),
      z.maxLength(KYC_COUNTRY_LENGTH.max),
    ),
  idNumber: z
    .string()
    .check(z.trim(), z.regex(KYC_ID_NUMBER_PATTERN, 'letters, digits or -, 4 to 32')),
});
/** user/kyc/level2: one to three document photos (data URLs). */
export const wireKycLevel2InputSchema = z.object({
  documents: z.array(z.string()).check(z.minLength(1), z.maxLength(KYC_DOCUMENTS_MAX)),
});

/** user/futures/open: the risk warning must be accepted (`true`). */
export const wireOpenFuturesInputSchema = z.object({ acceptRisk: wireConsentInput });

/** user/slider/risk: where the piece was dropped and the drag's trace. */
export const wireSliderRiskInputSchema = z.object({
  challengeId: wireTextInput,
  x: z.number(),
  trace: z.array(z.object({ x: z.number(), t: z.number() })).check(z.maxLength(SLIDER_TRACE_MAX)),
});
