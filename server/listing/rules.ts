import { z } from 'zod';
import {
  AMOUNT_PATTERN,
  EMAIL_PATTERN,
  LISTING_CHAINS,
  LISTING_LIMITS,
  SYMBOL_PATTERN,
  TELEGRAM_PATTERN,
  addressFamily,
  isHttpsUrl,
  isListingAddress,
  type ListingChain,
} from '../../lib/contract/listing-rules';

/**
 * What a listing application must hold, as the server checks it: the rules of
 * lib/contract/listing-rules.ts (the web form is built from the same ones) in a zod schema whose
 * issues name the reason a field was refused, worded in the applicant's language by
 * ./validation-texts.
 */
export { LISTING_CHAINS, LISTING_LIMITS, type ListingChain };

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

/** Why a field was refused; the message is written from it in the applicant's language. */
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

const isReason = (value: unknown): value is ListingReason =>
  (LISTING_REASONS as readonly unknown[]).includes(value);

/** Missing or not a string: "required"; the zod issue message carries the reason key. */
const stringField = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') }).trim();

const requiredText = (min: number, max: number) =>
  stringField().min(1, 'required').min(min, 'length').max(max, 'length');

/** Optional: missing, null and blank all mean "not given". */
const optionalText = (check: (value: string) => boolean, reason: ListingReason, max: number) =>
  stringField()
    .max(max, reason)
    .refine((value) => value === '' || check(value), reason)
    .nullish()
    .transform((value) => (value ? value : undefined));

const amount = optionalText((value) => AMOUNT_PATTERN.test(value), 'amount', 18);

export const listingApplicationSchema = z
  .strictObject({
    projectName: requiredText(LISTING_LIMITS.projectName.min, LISTING_LIMITS.projectName.max),
    tokenSymbol: stringField().min(1, 'required').regex(SYMBOL_PATTERN, 'symbol'),
    chain: z.enum(LISTING_CHAINS, { error: (issue) => (issue.input ? 'chain' : 'required') }),
    contractAddress: stringField()
      .min(1, 'required')
      .max(LISTING_LIMITS.contractAddress.max, 'address'),
    website: stringField()
      .min(1, 'required')
      .max(LISTING_LIMITS.url.max, 'httpsUrl')
      .refine(isHttpsUrl, 'httpsUrl'),
    whitepaperUrl: optionalText(isHttpsUrl, 'httpsUrl', LISTING_LIMITS.url.max),
    contactName: requiredText(LISTING_LIMITS.contactName.min, LISTING_LIMITS.contactName.max),
    contactEmail: stringField()
      .min(1, 'required')
      .max(LISTING_LIMITS.email.max, 'email')
      .regex(EMAIL_PATTERN, 'email')
      .transform((value) => value.toLowerCase()),
    telegram: optionalText((value) => TELEGRAM_PATTERN.test(value), 'telegram', 33).transform(
      (value) => (value ? `@${value.replace(/^@/, '')}` : undefined),
    ),
    marketCapUsd: amount,
    dailyVolumeUsd: amount,
    description: requiredText(LISTING_LIMITS.description.min, LISTING_LIMITS.description.max),
  })
  .refine((value) => isListingAddress(value.chain, value.contractAddress), {
    path: ['contractAddress'],
    message: 'address',
    // Also when other fields failed, so every problem is named at once; not without a network.
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const v = value as Record<string, unknown>;
      return (
        (LISTING_CHAINS as readonly unknown[]).includes(v.chain) &&
        typeof v.contractAddress === 'string' &&
        v.contractAddress.trim() !== ''
      );
    },
  })
  .transform((value) => ({
    ...value,
    // EVM addresses are one address in any letter case: the duplicate rule compares one spelling.
    contractAddress:
      addressFamily(value.chain) === 'evm'
        ? value.contractAddress.toLowerCase()
        : value.contractAddress,
  }));

export type ListingApplicationInput = z.output<typeof listingApplicationSchema>;

/** One refusal: the field (none for the body as a whole) and why. */
export interface ListingProblem {
  field: ListingField | undefined;
  reason: ListingReason | 'unknownField' | 'body';
  /** The unknown keys, for `unknownField`. */
  keys?: string[];
}

export function listingProblems(error: z.ZodError): ListingProblem[] {
  const problems: ListingProblem[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      problems.push({ field: undefined, reason: 'unknownField', keys: issue.keys });
      continue;
    }
    const [first] = issue.path;
    if (!isListingField(first)) {
      problems.push({ field: undefined, reason: 'body' });
      continue;
    }
    // One message per field is enough (the first rule it broke).
    if (problems.some((p) => p.field === first)) continue;
    problems.push({ field: first, reason: isReason(issue.message) ? issue.message : 'invalid' });
  }
  return problems;
}
