import { z } from 'zod';

import {
  ADDRESS_PATTERNS,
  AMOUNT_PATTERN,
  EMAIL_PATTERN,
  LISTING_CHAINS,
  LISTING_LIMITS,
  SYMBOL_PATTERN,
  TELEGRAM_PATTERN,
  addressFamily,
  isHttpsUrl,
  type AddressFamily,
  type ListingChain,
} from '@/lib/contract/listing-rules';
import type { WireListingApplicationInput } from '@/lib/contract/wire/listing';

/**
 * The listing application form: its values, its rules and the request body it sends. The rules
 * are the server's (lib/contract/listing-rules.ts); this module words them for the form, and
 * tests/unit/listing-apply-rules.test.ts holds the form and the server to the same answers.
 */
export { LISTING_CHAINS, addressFamily, isHttpsUrl, type ListingChain };

/** Network names are brand names, written the same in every language (`other` is translated). */
export const CHAIN_NAMES: Record<Exclude<ListingChain, 'other'>, string> = {
  ethereum: 'Ethereum',
  bsc: 'BNB Smart Chain',
  polygon: 'Polygon',
  arbitrum: 'Arbitrum',
  optimism: 'Optimism',
  base: 'Base',
  avalanche: 'Avalanche C-Chain',
  solana: 'Solana',
  tron: 'TRON',
  ton: 'TON',
};

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, every one of them
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Line breaks and tabs become spaces, one for one (the caret stays where it was): the API takes
 * single-line text only, and a description typed in paragraphs should not be refused for it.
 */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROLS, ' ');
}

/** Message keys (full paths), translated where they are shown. */
const V = {
  projectName: 'ListingApply.Validation.projectName',
  tokenSymbol: 'ListingApply.Validation.tokenSymbol',
  chain: 'ListingApply.Validation.chain',
  contractAddressEmpty: 'ListingApply.Validation.contractAddressEmpty',
  website: 'ListingApply.Validation.website',
  whitepaperUrl: 'ListingApply.Validation.whitepaperUrl',
  contactName: 'ListingApply.Validation.contactName',
  contactEmailEmpty: 'ListingApply.Validation.contactEmailEmpty',
  contactEmail: 'ListingApply.Validation.contactEmail',
  telegram: 'ListingApply.Validation.telegram',
  amount: 'ListingApply.Validation.amount',
  description: 'ListingApply.Validation.description',
  controlCharacters: 'ListingApply.Validation.controlCharacters',
} as const;

export const ADDRESS_MESSAGES: Record<AddressFamily, string> = {
  evm: 'ListingApply.Validation.addressEvm',
  solana: 'ListingApply.Validation.addressSolana',
  tron: 'ListingApply.Validation.addressTron',
  ton: 'ListingApply.Validation.addressTon',
  other: 'ListingApply.Validation.addressOther',
};

/** Trimmed text without control characters (the first rule a field is held to). */
const text = () => z.string().refine((value) => !CONTROL.test(value), V.controlCharacters);

const required = (min: number, max: number, message: string) =>
  text().refine((value) => {
    const length = value.trim().length;
    return length >= min && length <= max;
  }, message);

const optional = (check: (value: string) => boolean, message: string) =>
  text().refine((value) => value.trim() === '' || check(value.trim()), message);

const amount = optional((value) => AMOUNT_PATTERN.test(value), V.amount);

export const applicationFormSchema = z
  .object({
    projectName: required(
      LISTING_LIMITS.projectName.min,
      LISTING_LIMITS.projectName.max,
      V.projectName,
    ),
    website: text().refine((value) => {
      const url = value.trim();
      return url.length <= LISTING_LIMITS.url.max && isHttpsUrl(url);
    }, V.website),
    whitepaperUrl: optional(
      (url) => url.length <= LISTING_LIMITS.url.max && isHttpsUrl(url),
      V.whitepaperUrl,
    ),
    description: required(
      LISTING_LIMITS.description.min,
      LISTING_LIMITS.description.max,
      V.description,
    ),
    tokenSymbol: text().refine((value) => SYMBOL_PATTERN.test(value.trim()), V.tokenSymbol),
    chain: z
      .union([z.enum(LISTING_CHAINS), z.literal('')])
      .refine((value) => value !== '', V.chain),
    contractAddress: text().refine((value) => value.trim() !== '', V.contractAddressEmpty),
    marketCapUsd: amount,
    dailyVolumeUsd: amount,
    contactName: required(
      LISTING_LIMITS.contactName.min,
      LISTING_LIMITS.contactName.max,
      V.contactName,
    ),
    contactEmail: text()
      .refine((value) => value.trim() !== '', V.contactEmailEmpty)
      .refine((value) => {
        const email = value.trim();
        return (
          email === '' || (email.length <= LISTING_LIMITS.email.max && EMAIL_PATTERN.test(email))
        );
      }, V.contactEmail),
    telegram: optional((value) => TELEGRAM_PATTERN.test(value), V.telegram),
  })
  .superRefine((value, ctx) => {
    // Also reached with the network still blank (its own issue is continuable): nothing to match.
    if (!(LISTING_CHAINS as readonly string[]).includes(value.chain)) return;
    const address = value.contractAddress.trim();
    if (!address || CONTROL.test(address)) return;
    const family = addressFamily(value.chain);
    if (!ADDRESS_PATTERNS[family].test(address)) {
      ctx.addIssue({
        code: 'custom',
        path: ['contractAddress'],
        message: ADDRESS_MESSAGES[family],
      });
    }
  });

export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
export type ApplicationField = keyof ApplicationFormValues;

export const emptyApplication: ApplicationFormValues = {
  projectName: '',
  website: '',
  whitepaperUrl: '',
  description: '',
  tokenSymbol: '',
  chain: '',
  contractAddress: '',
  marketCapUsd: '',
  dailyVolumeUsd: '',
  contactName: '',
  contactEmail: '',
  telegram: '',
};

/**
 * What POST public/listing/apply takes (the contract's body), from values the schema accepted
 * (so the network is chosen): trimmed text, the optional fields left out when blank.
 */
export function toRequestBody(values: ApplicationFormValues): WireListingApplicationInput {
  const optionalValue = (value: string) => (value.trim() ? value.trim() : undefined);
  const body: WireListingApplicationInput = {
    projectName: values.projectName.trim(),
    tokenSymbol: values.tokenSymbol.trim(),
    chain: values.chain as ListingChain,
    contractAddress: values.contractAddress.trim(),
    website: values.website.trim(),
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    description: values.description.trim(),
  };
  const optionalFields = {
    whitepaperUrl: optionalValue(values.whitepaperUrl),
    telegram: optionalValue(values.telegram),
    marketCapUsd: optionalValue(values.marketCapUsd),
    dailyVolumeUsd: optionalValue(values.dailyVolumeUsd),
  };
  for (const [key, value] of Object.entries(optionalFields)) {
    if (value !== undefined) body[key as keyof typeof optionalFields] = value;
  }
  return body;
}
