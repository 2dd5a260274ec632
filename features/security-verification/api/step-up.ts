import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';

export const stepUpInputSchema = z.object({
  password: z.string().min(1),
  /** The bound authenticator's code, else the newest code sent to the account's own address. */
  code: z.string().trim().min(1),
});
export type StepUpInput = z.infer<typeof stepUpInputSchema>;

export const stepUpGrantSchema = z.object({
  stepUpToken: z.string().min(1),
  /** Epoch ms (the server's clock): 5 minutes after the step-up. */
  expiresAt: z.number(),
});
export type StepUpGrant = z.infer<typeof stepUpGrantSchema>;

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
      json: stepUpInputSchema.parse(input),
      messages: 'none',
    },
    stepUpGrantSchema,
  );
}

/** Nothing cached changes: the grant is kept by the step-up store, in memory only. */
export function useStepUpMutation() {
  return useMutation({ mutationKey: ['security-verification', 'step-up'], mutationFn: stepUp });
}
