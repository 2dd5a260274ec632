/**
 * The account answers (user info, sessions starting, codes sent, futures opened, the slider,
 * recovery, KYC, the authenticator, the step-up, password and contact changes) and the request
 * bodies of those routes, typed by their schemas (./user-schemas), and the words and limits they
 * use: a module that needs only these loads no zod (a form derives its limits from here).
 */
import type * as z from 'zod/mini';
import type {
  wireBindGoogleInputSchema,
  wireContactCodeInputSchema,
  wireContactUpdateInputSchema,
  wireEmailInputSchema,
  wireEmailSignUpInputSchema,
  wireIdentityInputSchema,
  wireKycLevel1InputSchema,
  wireKycLevel2InputSchema,
  wireLogInCheckInputSchema,
  wireMobileInputSchema,
  wireMobileSignUpInputSchema,
  wireOpenFuturesInputSchema,
  wirePasswordResetInputSchema,
  wirePasswordUpdateInputSchema,
  wireSendCodeInputSchema,
  wireSliderRiskInputSchema,
  wireStepUpInputSchema,
  wireTicketCodeInputSchema,
  wireUserLimitCountryInputSchema,
  wireAuthenticatorBoundSchema,
  wireAuthenticatorGuideSchema,
  wireAuthenticatorUnboundSchema,
  wireAvailableSchema,
  wireContactChangedSchema,
  wireFuturesOpenedSchema,
  wireFuturesStatusSchema,
  wireKycSubmittedSchema,
  wireLoggedOutSchema,
  wirePasswordChangedSchema,
  wireResetTicketSchema,
  wireSentCodeSchema,
  wireSessionGrantSchema,
  wireSliderPassSchema,
  wireSliderPuzzleSchema,
  wireStepTicketSchema,
  wireStepUpGrantSchema,
  wireUserInfoSchema,
  wireUserLimitCountrySchema,
} from './user-schemas';

/** The review states of a KYC level (user info's kycLevel1/2, the KYC submit answer). */
export const KYC_REVIEWS = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycReview = (typeof KYC_REVIEWS)[number];
/** What a KYC submission answers: waiting for review, or approved at once (automatic review). */
export const KYC_SUBMITTED_REVIEWS = [
  'pending',
  'approved',
] as const satisfies readonly KycReview[];

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
export type WireAvailable = z.infer<typeof wireAvailableSchema>;
export type WireSliderPuzzle = z.infer<typeof wireSliderPuzzleSchema>;
export type WireSliderPass = z.infer<typeof wireSliderPassSchema>;
export type WireResetTicket = z.infer<typeof wireResetTicketSchema>;
export type WirePasswordChanged = z.infer<typeof wirePasswordChangedSchema>;
export type WireKycSubmitted = z.infer<typeof wireKycSubmittedSchema>;
export type WireAuthenticatorGuide = z.infer<typeof wireAuthenticatorGuideSchema>;
export type WireAuthenticatorBound = z.infer<typeof wireAuthenticatorBoundSchema>;
export type WireAuthenticatorUnbound = z.infer<typeof wireAuthenticatorUnboundSchema>;
export type WireStepUpGrant = z.infer<typeof wireStepUpGrantSchema>;
export type WireContactChanged = z.infer<typeof wireContactChangedSchema>;

/** Which flow's ticket a code is sent again for (user/common/gateway/send/…). */
export const CODE_TICKET_KINDS = ['login', 'recover'] as const;
export type CodeTicketKind = (typeof CODE_TICKET_KINDS)[number];

/** KYC level 1: the real name's and the residence's lengths (trimmed), the ID number's form. */
export const KYC_REAL_NAME_LENGTH = { min: 2, max: 100 } as const;
export const KYC_COUNTRY_LENGTH = { min: 2, max: 8 } as const;
export const KYC_ID_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
/** KYC level 2: at most this many document photos (at least one). */
export const KYC_DOCUMENTS_MAX = 3;
/** The most pointer positions of a slider drag the server takes. */
export const SLIDER_TRACE_MAX = 1000;

export type WireEmailInput = z.output<typeof wireEmailInputSchema>;
export type WireMobileInput = z.output<typeof wireMobileInputSchema>;
export type WireIdentityInput = z.output<typeof wireIdentityInputSchema>;
export type WireEmailSignUpInput = z.output<typeof wireEmailSignUpInputSchema>;
export type WireMobileSignUpInput = z.output<typeof wireMobileSignUpInputSchema>;
export type WireLogInCheckInput = z.output<typeof wireLogInCheckInputSchema>;
export type WireTicketCodeInput = z.output<typeof wireTicketCodeInputSchema>;
export type WirePasswordResetInput = z.output<typeof wirePasswordResetInputSchema>;
export type WireSendCodeInput = z.output<typeof wireSendCodeInputSchema>;
export type WireUserLimitCountryInput = z.output<typeof wireUserLimitCountryInputSchema>;
export type WireStepUpInput = z.output<typeof wireStepUpInputSchema>;
export type WireBindGoogleInput = z.output<typeof wireBindGoogleInputSchema>;
export type WireContactCodeInput = z.output<typeof wireContactCodeInputSchema>;
export type WireContactUpdateInput = z.output<typeof wireContactUpdateInputSchema>;
export type WirePasswordUpdateInput = z.output<typeof wirePasswordUpdateInputSchema>;
export type WireKycLevel1Input = z.output<typeof wireKycLevel1InputSchema>;
export type WireKycLevel2Input = z.output<typeof wireKycLevel2InputSchema>;
export type WireOpenFuturesInput = z.output<typeof wireOpenFuturesInputSchema>;
export type WireSliderRiskInput = z.output<typeof wireSliderRiskInputSchema>;
