import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { WireStepUpGrant, WireStepUpInput } from '@/lib/contract/wire/user';
import { wireStepUpGrantSchema, wireStepUpInputSchema } from '@/lib/contract/wire/user-schemas';

/** The password and the bound authenticator's code, else the newest code sent to the account. */
export type StepUpInput = WireStepUpInput;

/** The step-up token and when it ends (epoch ms, the server's clock): the contract's. */
export type StepUpGrant = WireStepUpGrant;

/**
 * POST user/security/stepUp: the password and the current second factor prove again that the
 * user is there; the answer lets this session make security changes for 5 minutes. No toast: the
 * dialog shows the refusal on its field.
 */
export function stepUp(input: StepUpInput): Promise<StepUpGrant> {
  return http.fetch(
    {
      base: 'v2',
      path: 'user/security/stepUp',
      method: 'POST',
      json: wireStepUpInputSchema.parse(input),
      messages: 'none',
    },
    wireStepUpGrantSchema,
  );
}

/** Nothing cached changes: the grant is kept by the step-up store, in memory only. */
export function useStepUpMutation() {
  return useMutation({ mutationKey: ['security-verification', 'step-up'], mutationFn: stepUp });
}
