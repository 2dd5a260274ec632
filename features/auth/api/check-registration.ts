import { useMutation } from '@tanstack/react-query';
import type { WireAvailable } from '@/lib/contract/wire/user';
import {
  wireAvailableSchema,
  wireEmailInputSchema,
  wireMobileInputSchema,
} from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';
import type { IdentityInput } from './schemas';

export type Availability = WireAvailable;

/**
 * POST user/register/email/new/check or user/register/mobile/new/check: the e-mail or number is
 * not taken yet (a taken one is refused with its business code). No toast: the screen shows the outcome.
 */
export function checkRegistration(input: IdentityInput): Promise<Availability> {
  return 'email' in input
    ? postV2(
        'user/register/email/new/check',
        { schema: wireEmailInputSchema, value: input },
        wireAvailableSchema,
        'none',
      )
    : postV2(
        'user/register/mobile/new/check',
        { schema: wireMobileInputSchema, value: input },
        wireAvailableSchema,
        'none',
      );
}

/** Changes nothing cached. */
export function useCheckRegistration() {
  return useMutation({
    mutationKey: ['auth', 'check-registration'],
    mutationFn: checkRegistration,
  });
}
