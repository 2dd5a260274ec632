import * as z from 'zod/mini';
import {
  LISTING_CHAINS,
  LISTING_LIMITS,
  addressFamily,
  type ListingChain,
} from '../../lib/contract/listing-rules';
import {
  isListingField,
  isListingReason,
  type ListingField,
  type ListingReason,
  type WireListingProblem,
} from '../../lib/contract/wire/listing';
import { wireListingApplicationInputSchema } from '../../lib/contract/wire/listing-schemas';

/**
 * What a listing application must hold, as the server reads it: the contract's body
 * (lib/contract/wire/listing-schemas, built from lib/contract/listing-rules.ts like the web form),
 * whose issues name the reason a field was refused, worded in the applicant's language by
 * ./validation-texts. The server adds only how it stores an application.
 */
export { LISTING_CHAINS, LISTING_LIMITS, isListingField, type ListingChain };
export { LISTING_FIELDS, LISTING_REASONS } from '../../lib/contract/wire/listing';
export type { ListingField, ListingReason };

/**
 * The contract's application, stored in one spelling so the duplicate and rate rules compare
 * like with like: the e-mail lower-cased, a Telegram name with its @, and an EVM address (one
 * address in any letter case) lower-cased.
 */
export const listingApplicationSchema = z.pipe(
  wireListingApplicationInputSchema,
  z.transform((application) => {
    const stored = {
      ...application,
      contactEmail: application.contactEmail.toLowerCase(),
      contractAddress:
        addressFamily(application.chain) === 'evm'
          ? application.contractAddress.toLowerCase()
          : application.contractAddress,
    };
    if (stored.telegram) stored.telegram = `@${stored.telegram.replace(/^@/, '')}`;
    return stored;
  }),
);

export type ListingApplicationInput = z.output<typeof listingApplicationSchema>;

/** One refusal: the field (none for the body as a whole) and why (the contract's problem). */
export type ListingProblem = WireListingProblem;

export function listingProblems(error: z.core.$ZodError): ListingProblem[] {
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
    problems.push({
      field: first,
      reason: isListingReason(issue.message) ? issue.message : 'invalid',
    });
  }
  return problems;
}
