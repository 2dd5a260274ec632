import { useMutation } from '@tanstack/react-query';
import { postV2 } from '@/lib/http/post-v2';
import { sessionGrantSchema, type SessionGrant } from './schemas';
import { useStartSession } from './session-grant';
import type { WireEmailSignUpInput, WireMobileSignUpInput } from '@/lib/contract/wire/user';
import {
  wireEmailSignUpInputSchema,
  wireMobileSignUpInputSchema,
} from '@/lib/contract/wire/user-schemas';

/** The code, the password, the invite code ('' when none) and the terms agreed (`true`). */
export type RegistrationInput = WireEmailSignUpInput | WireMobileSignUpInput;

/**
 * POST user/register/email/confirmed or user/register/mobile/confirmed: completes sign-up with the
 * code and starts a session. No toast: the screen shows the outcome.
 */
export function confirmRegistration(input: RegistrationInput): Promise<SessionGrant> {
  return 'email' in input
    ? postV2(
        'user/register/email/confirmed',
        { schema: wireEmailSignUpInputSchema, value: input },
        sessionGrantSchema,
        'none',
      )
    : postV2(
        'user/register/mobile/confirmed',
        { schema: wireMobileSignUpInputSchema, value: input },
        sessionGrantSchema,
        'none',
      );
}

/** Signs the new user in: stores the token and drops what was cached for the visitor. */
export function useConfirmRegistration() {
  const startSession = useStartSession();
  return useMutation({
    mutationKey: ['auth', 'confirm-registration'],
    mutationFn: confirmRegistration,
    onSuccess: startSession,
  });
}
