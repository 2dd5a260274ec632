import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';
import {
  emailInputSchema,
  mobileInputSchema,
  sessionGrantSchema,
  type SessionGrant,
} from './schemas';
import { useStartSession } from './session-grant';

const registrationShape = {
  code: z.string().min(1),
  password: z.string().min(1),
  /** Empty when the visitor has none. */
  inviteCode: z.string().max(32),
  /** Terms of use and privacy policy: the server refuses anything but true. */
  agreement: z.literal(true),
};
const emailRegistrationSchema = emailInputSchema.extend(registrationShape);
const mobileRegistrationSchema = mobileInputSchema.extend(registrationShape);
export type RegistrationInput =
  z.infer<typeof emailRegistrationSchema> | z.infer<typeof mobileRegistrationSchema>;

/**
 * POST user/register/email/confirmed or user/register/mobile/confirmed: completes sign-up with the
 * code and starts a session. No toast: the screen shows the outcome.
 */
export function confirmRegistration(input: RegistrationInput): Promise<SessionGrant> {
  return 'email' in input
    ? postV2(
        'user/register/email/confirmed',
        { schema: emailRegistrationSchema, value: input },
        sessionGrantSchema,
        'none',
      )
    : postV2(
        'user/register/mobile/confirmed',
        { schema: mobileRegistrationSchema, value: input },
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
