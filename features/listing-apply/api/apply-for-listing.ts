import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { ERROR_CODE } from '@/lib/contract/wire/error-codes';
import type {
  WireListingApplicationInput,
  WireListingApplicationReceived,
} from '@/lib/contract/wire/listing';
import {
  wireListingApplicationInputSchema,
  wireListingApplicationReceivedSchema,
} from '@/lib/contract/wire/listing-schemas';

/** The answer of POST public/listing/apply: the reference, and whether its e-mail went out. */
export type ApplicationReceived = WireListingApplicationReceived;

/** The server's codes for a refused application (server/api/v2-listing-routes.ts). */
export const LISTING_APPLY_CODES = {
  /** A field the server refused; its HTTP status, so the body (which names the field) is lost. */
  badParameter: ERROR_CODE.badParameter,
  tooManyRequests: ERROR_CODE.tooManyRequests,
  /** An application for this token from this e-mail is already open. */
  duplicate: ERROR_CODE.listingDuplicate,
} as const;

/**
 * POST public/listing/apply (no session needed). No toast from the client: the form words the
 * outcome itself (on the field it concerns, or as its own toast). A body the contract refuses is
 * not sent: the call rejects with the ZodError (the form holds the same rules).
 */
export function applyForListing(body: WireListingApplicationInput): Promise<ApplicationReceived> {
  return http.fetch(
    {
      base: 'v2',
      path: 'public/listing/apply',
      method: 'POST',
      json: wireListingApplicationInputSchema.parse(body),
      // Anyone may apply; a session, if there is one, has nothing to do with it.
      grant: false,
      messages: 'none',
    },
    wireListingApplicationReceivedSchema,
  );
}

/** Nothing cached changes: the answer is shown once, in place of the form. */
export function useApplyForListing() {
  return useMutation({ mutationKey: ['listing-apply'], mutationFn: applyForListing });
}
