import * as z from 'zod/mini';
import {
  AMOUNT_PATTERN,
  EMAIL_PATTERN,
  LISTING_CHAINS,
  LISTING_LIMITS,
  SYMBOL_PATTERN,
  TELEGRAM_PATTERN,
  isHttpsUrl,
  isListingAddress,
} from '../listing-rules';
import {
  LISTING_FIELDS,
  LISTING_PROBLEMS,
  LISTING_REFERENCE,
  type ListingField,
  type ListingReason,
} from './listing';

/**
 * The zod schemas of POST {v2}/public/listing/apply (no session): the application's body as the
 * server accepts it and the answers; the types inferred from them are in ./listing. The server
 * parses the body with this schema (adding only how it stores an application) and words each
 * issue's message, a reason key (LISTING_REASONS), in the applicant's language; the web form
 * checks what it sends with it; the API tests check the answers with these.
 */

/** Missing: "required"; not a string: "invalid". Read trimmed. */
const stringField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .check(z.trim());

const requiredText = (min: number, max: number) =>
  stringField().check(
    z.minLength(1, 'required'),
    z.minLength(min, 'length'),
    z.maxLength(max, 'length'),
  );

/** Optional: missing, null and blank all mean "not given" (read as absent). */
const optionalText = (check: (value: string) => boolean, reason: ListingReason, max: number) =>
  z.pipe(
    z.nullish(
      stringField().check(
        z.maxLength(max, reason),
        z.refine((value) => value === '' || check(value), reason),
      ),
    ),
    z.transform((value) => (value ? value : undefined)),
  );

const amount = () => optionalText((value) => AMOUNT_PATTERN.test(value), 'amount', 18);

/** Every field of LISTING_FIELDS, none other (the object is strict: an unknown key is refused). */
const applicationFields = {
  projectName: requiredText(LISTING_LIMITS.projectName.min, LISTING_LIMITS.projectName.max),
  tokenSymbol: stringField().check(z.minLength(1, 'required'), z.regex(SYMBOL_PATTERN, 'symbol')),
  chain: z.enum(LISTING_CHAINS, { error: (issue) => (issue.input ? 'chain' : 'required') }),
  contractAddress: stringField().check(
    z.minLength(1, 'required'),
    z.maxLength(LISTING_LIMITS.contractAddress.max, 'address'),
  ),
  website: stringField().check(
    z.minLength(1, 'required'),
    z.maxLength(LISTING_LIMITS.url.max, 'httpsUrl'),
    z.refine(isHttpsUrl, 'httpsUrl'),
  ),
  whitepaperUrl: optionalText(isHttpsUrl, 'httpsUrl', LISTING_LIMITS.url.max),
  contactName: requiredText(LISTING_LIMITS.contactName.min, LISTING_LIMITS.contactName.max),
  contactEmail: stringField().check(
    z.minLength(1, 'required'),
    z.maxLength(LISTING_LIMITS.email.max, 'email'),
    z.regex(EMAIL_PATTERN, 'email'),
  ),
  // A name with or without its @: 33 characters at most.
  telegram: optionalText((value) => TELEGRAM_PATTERN.test(value), 'telegram', 33),
  marketCapUsd: amount(),
  dailyVolumeUsd: amount(),
  description: requiredText(LISTING_LIMITS.description.min, LISTING_LIMITS.description.max),
} satisfies Record<ListingField, z.ZodMiniType>;

/**
 * The application: each field's reason when refused, and the contract address checked against
 * the network's address shape (also when other fields failed, so every problem is named at once;
 * not without a network or an address).
 */
export const wireListingApplicationInputSchema = z.strictObject(applicationFields).check(
  z.refine((value) => isListingAddress(value.chain, value.contractAddress), {
    path: ['contractAddress'],
    message: 'address' satisfies ListingReason,
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const v = value as Record<string, unknown>;
      return (
        (LISTING_CHAINS as readonly unknown[]).includes(v.chain) &&
        typeof v.contractAddress === 'string' &&
        v.contractAddress.trim() !== ''
      );
    },
  }),
);

/** What an accepted application answers: its reference, and whether its e-mail went out. */
export const wireListingApplicationReceivedSchema = z.object({
  reference: z.string().check(z.regex(LISTING_REFERENCE)),
  confirmationSent: z.boolean(),
});

/** One refusal of a 400: the field (none for the body as a whole) and why. */
export const wireListingProblemSchema = z.object({
  field: z.optional(z.enum(LISTING_FIELDS)),
  reason: z.enum(LISTING_PROBLEMS),
  /** The unknown keys, for `unknownField`. */
  keys: z.optional(z.array(z.string())),
});

/** The data of a 400 answer: every refused field at once (its message words them). */
export const wireListingRefusalSchema = z.object({ problems: z.array(wireListingProblemSchema) });
