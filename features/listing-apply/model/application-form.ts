import { z } from 'zod';

/**
 * The listing application form: its values, its rules and the request body it sends. The server
 * checks the same rules on its own (server/listing/rules.ts; the app and the server share no
 * code), and tests/unit/listing-apply-rules.test.ts holds both to the same answers.
 */

/** Networks in the order the form offers them; `other` takes any plausible address. */
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

type AddressFamily = 'evm' | 'solana' | 'tron' | 'ton' | 'other';

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const ADDRESS_FAMILIES: Record<AddressFamily, RegExp> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  solana: new RegExp(`^[${BASE58}]{32,44}$`),
  tron: new RegExp(`^T[${BASE58}]{33}$`),
  ton: /^(?:[A-Za-z0-9_-]{48}|-?\d:[0-9a-fA-F]{64})$/,
  other: /^[A-Za-z0-9][A-Za-z0-9:._-]{9,127}$/,
};

export function addressFamily(chain: ListingChain): AddressFamily {
  if (chain === 'solana' || chain === 'tron' || chain === 'ton' || chain === 'other') return chain;
  return 'evm';
}

export const LIMITS = {
  projectName: { min: 2, max: 100 },
  contactName: { min: 2, max: 80 },
  description: { min: 50, max: 2000 },
  url: 200,
  email: 254,
} as const;

const SYMBOL = /^[A-Z0-9]{2,12}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
const TELEGRAM = /^@?[A-Za-z0-9_]{5,32}$/;
const AMOUNT = /^\d{1,15}(?:\.\d{1,2})?$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, every one of them
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

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

const amount = optional((value) => AMOUNT.test(value), V.amount);

export const applicationFormSchema = z
  .object({
    projectName: required(LIMITS.projectName.min, LIMITS.projectName.max, V.projectName),
    website: text().refine((value) => {
      const url = value.trim();
      return url.length <= LIMITS.url && isHttpsUrl(url);
    }, V.website),
    whitepaperUrl: optional((url) => url.length <= LIMITS.url && isHttpsUrl(url), V.whitepaperUrl),
    description: required(LIMITS.description.min, LIMITS.description.max, V.description),
    tokenSymbol: text().refine((value) => SYMBOL.test(value.trim()), V.tokenSymbol),
    chain: z
      .union([z.enum(LISTING_CHAINS), z.literal('')])
      .refine((value) => value !== '', V.chain),
    contractAddress: text().refine((value) => value.trim() !== '', V.contractAddressEmpty),
    marketCapUsd: amount,
    dailyVolumeUsd: amount,
    contactName: required(LIMITS.contactName.min, LIMITS.contactName.max, V.contactName),
    contactEmail: text()
      .refine((value) => value.trim() !== '', V.contactEmailEmpty)
      .refine((value) => {
        const email = value.trim();
        return email === '' || (email.length <= LIMITS.email && EMAIL.test(email));
      }, V.contactEmail),
    telegram: optional((value) => TELEGRAM.test(value), V.telegram),
  })
  .superRefine((value, ctx) => {
    // Also reached with the network still blank (its own issue is continuable): nothing to match.
    if (!(LISTING_CHAINS as readonly string[]).includes(value.chain)) return;
    const address = value.contractAddress.trim();
    if (!address || CONTROL.test(address)) return;
    const family = addressFamily(value.chain);
    if (!ADDRESS_FAMILIES[family].test(address)) {
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

/** What POST public/listing/apply takes: trimmed text, the optional fields left out when blank. */
export interface ListingApplicationBody {
  projectName: string;
  tokenSymbol: string;
  chain: ListingChain;
  contractAddress: string;
  website: string;
  whitepaperUrl?: string;
  contactName: string;
  contactEmail: string;
  telegram?: string;
  marketCapUsd?: string;
  dailyVolumeUsd?: string;
  description: string;
}

/** The body of values the schema accepted (so the network is chosen). */
export function toRequestBody(values: ApplicationFormValues): ListingApplicationBody {
  const optionalValue = (value: string) => (value.trim() ? value.trim() : undefined);
  const body: ListingApplicationBody = {
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
