import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';

export const sendContactCodeInputSchema = z.union([
  z.object({ email: z.string().trim().min(1).max(254) }),
  z.object({ dialCode: z.string().min(1), mobile: z.string().trim().min(1) }),
]);
export type SendContactCodeInput = z.infer<typeof sendContactCodeInputSchema>;
const sentSchema = z.object({ retryAfterSeconds: z.number() });

/**
 * POST user/contact/sendCode: a code to the NEW e-mail or phone, proving it is the user's.
 * Refusals: 102020712 / 102020713 taken, 102020710 / 102020719 format, 102020717 cooldown. No
 * toast: the field shows them.
 */
export function sendContactCode(input: SendContactCodeInput): Promise<z.infer<typeof sentSchema>> {
  return postV2(
    'user/contact/sendCode',
    { schema: sendContactCodeInputSchema, value: input },
    sentSchema,
    'none',
  );
}

export function useSendContactCode() {
  return useMutation({
    mutationKey: ['account', 'contact', 'send-code'],
    mutationFn: sendContactCode,
  });
}
