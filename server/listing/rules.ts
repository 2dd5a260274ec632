import { z } from 'zod';

/**
 * What a listing application must hold, as the server checks it. The web form has its own copy of
 * these rules (features/listing-apply/model/application-form.ts; the server never imports the app)
 * and tests/unit/listing-apply-rules.test.ts holds the two to the same answers.
 */

/** Networks a token may live on; `other` takes any address of a plausible shape. */
export const LISTING_CHAINS = [
  'ethereum',
  'bsc',
  'polygon',
  'arbitrum',
  'optimism',
  'base',
  'avalanche',
  'solana',
  'tron',
  'ton',
  'other',
] as const;
export type ListingChain = (typeof LISTING_CHAINS)[number];

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58 = '1-9A-HJ-NP-Za-km-z';

/** The address shape per network: EVM networks share one, the others have their own. */
export const ADDRESS_PATTERNS: Record<ListingChain, RegExp> = {
  ethereum: EVM_ADDRESS,
  bsc: EVM_ADDRESS,
  polygon: EVM_ADDRESS,
  arbitrum: EVM_ADDRESS,
  optimism: EVM_ADDRESS,
  base: EVM_ADDRESS,
  avalanche: EVM_ADDRESS,
  solana: new RegExp(`^[${BASE58}]{32,44}$`),
  tron: new RegExp(`^T[${BASE58}]{33}$`),
  // User-friendly (base64url, 48 characters) or raw (workchain:hex) form.
  ton: /^(?:[A-Za-z0-9_-]{48}|-?\d:[0-9a-fA-F]{64})$/,
  other: /^[A-Za-z0-9][A-Za-z0-9:._-]{9,127}$/,
};

export function isEvmChain(chain: ListingChain): boolean {
  return ADDRESS_PATTERNS[chain] === EVM_ADDRESS;
}

export const LISTING_LIMITS = {
  projectName: { min: 2, max: 100 },
  contactName: { min: 2, max: 80 },
  description: { min: 50, max: 2000 },
  url: { max: 200 },
  email: { max: 254 },
  operatorNote: { max: 2000 },
} as const;

export const SYMBOL_PATTERN = /^[A-Z0-9]{2,12}$/;
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
/** A Telegram username, with or without its @ (5–32 letters, digits or underscores). */
export const TELEGRAM_PATTERN = /^@?[A-Za-z0-9_]{5,32}$/;
/** USD, up to 15 whole digits and 2 decimals: what numeric(20, 2) holds with room to spare. */
export const AMOUNT_PATTERN = /^\d{1,15}(?:\.\d{1,2})?$/;

/** An https address of a named host, no credentials inside. */
export function isHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

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
    contractAddress: stringField().min(1, 'required').max(128, 'address'),
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
  .refine((value) => ADDRESS_PATTERNS[value.chain].test(value.contractAddress), {
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
    contractAddress: isEvmChain(value.chain)
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
