/**
 * What a listing application must hold: the networks, the address shape of each, the lengths and
 * patterns of the fields. The contract's body schema (lib/contract/wire/listing-schemas.ts, which
 * the server parses with) and the web form (features/listing-apply/model/application-form.ts) are
 * both built from these, so the form refuses exactly what the server would; each words its
 * refusals its own way.
 */
export { EMAIL_PATTERN } from './contact';

/** Networks a token may live on, in the order the form offers them; `other` takes any plausible address. */
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

/** The EVM networks share one address shape; the others have their own. */
export type AddressFamily = 'evm' | 'solana' | 'tron' | 'ton' | 'other';

const BASE58 = '1-9A-HJ-NP-Za-km-z';
export const ADDRESS_PATTERNS: Record<AddressFamily, RegExp> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  solana: new RegExp(`^[${BASE58}]{32,44}$`),
  tron: new RegExp(`^T[${BASE58}]{33}$`),
  // User-friendly (base64url, 48 characters) or raw (workchain:hex) form.
  ton: /^(?:[A-Za-z0-9_-]{48}|-?\d:[0-9a-fA-F]{64})$/,
  other: /^[A-Za-z0-9][A-Za-z0-9:._-]{9,127}$/,
};

export function addressFamily(chain: ListingChain): AddressFamily {
  if (chain === 'solana' || chain === 'tron' || chain === 'ton' || chain === 'other') return chain;
  return 'evm';
}

/** Whether an address has the shape of the network's addresses. */
export function isListingAddress(chain: ListingChain, address: string): boolean {
  return ADDRESS_PATTERNS[addressFamily(chain)].test(address);
}

export const LISTING_LIMITS = {
  projectName: { min: 2, max: 100 },
  contactName: { min: 2, max: 80 },
  description: { min: 50, max: 2000 },
  url: { max: 200 },
  email: { max: 254 },
  contractAddress: { max: 128 },
  operatorNote: { max: 2000 },
} as const;

export const SYMBOL_PATTERN = /^[A-Z0-9]{2,12}$/;
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
