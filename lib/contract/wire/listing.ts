/**
 * The listing application's body and answers (POST {v2}/public/listing/apply), typed by their
 * schemas (./listing-schemas), and the words they use: a module that needs only these loads no
 * zod. The rules a field is held to are lib/contract/listing-rules.ts.
 */
import type * as z from 'zod/mini';
import type {
  wireListingApplicationInputSchema,
  wireListingApplicationReceivedSchema,
  wireListingProblemSchema,
  wireListingRefusalSchema,
} from './listing-schemas';

/** The fields of an application, in the order a refusal names them. */
export const LISTING_FIELDS = [
  'projectName',
  'tokenSymbol',
  'chain',
  'contractAddress',
  'website',
  'whitepaperUrl',
  'contactName',
  'contactEmail',
  'telegram',
  'marketCapUsd',
  'dailyVolumeUsd',
  'description',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

export function isListingField(value: unknown): value is ListingField {
  return (LISTING_FIELDS as readonly unknown[]).includes(value);
}

/**
 * Why a field was refused: the body schema's issue messages, which the server words in the
 * applicant's language.
 */
export const LISTING_REASONS = [
  'required',
  'length',
  'symbol',
  'chain',
  'address',
  'httpsUrl',
  'email',
  'telegram',
  'amount',
  'invalid',
] as const;
export type ListingReason = (typeof LISTING_REASONS)[number];

export const isListingReason = (value: unknown): value is ListingReason =>
  (LISTING_REASONS as readonly unknown[]).includes(value);

/**
 * What a refusal (400) names besides a field's reason: unknown keys, a body that is no object,
 * control characters (found before the schema runs).
 */
export const LISTING_PROBLEMS = [
  ...LISTING_REASONS,
  'unknownField',
  'body',
  'controlCharacters',
] as const;

/** An application's reference: `LA-<year>-` and six of Crockford's base32 (no I, L, O or U). */
export const LISTING_REFERENCE = /^LA-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/;

/** The body as it is sent: the optional fields may be absent, null or blank. */
export type WireListingApplicationInput = z.input<typeof wireListingApplicationInputSchema>;
/** The body as read: trimmed, an optional field left blank read as absent. */
export type WireListingApplication = z.output<typeof wireListingApplicationInputSchema>;
export type WireListingApplicationReceived = z.infer<typeof wireListingApplicationReceivedSchema>;
export type WireListingProblem = z.infer<typeof wireListingProblemSchema>;
export type WireListingRefusal = z.infer<typeof wireListingRefusalSchema>;
