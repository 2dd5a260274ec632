import { useMutation } from '@tanstack/react-query';
import type { WireContactCodeInput, WireSentCode } from '@/lib/contract/wire/user';
import { wireContactCodeInputSchema, wireSentCodeSchema } from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';

/** The new e-mail, or the new phone's dial code and number. */
export type SendContactCodeInput = WireContactCodeInput;

/**
 * POST user/contact/sendCode: a code to the NEW e-mail or phone, proving it is the user's.
 * Refusals: 102020712 / 102020713 taken, 102020710 / 102020719 format, 102020717 cooldown. No
 * toast: the field shows them.
 */
export function sendContactCode(input: SendContactCodeInput): Promise<WireSentCode> {
  return postV2(
    'user/contact/sendCode',
    { schema: wireContactCodeInputSchema, value: input },
    wireSentCodeSchema,
    'none',
  );
}

export function useSendContactCode() {
  return useMutation({
    mutationKey: ['account', 'contact', 'send-code'],
    mutationFn: sendContactCode,
  });
}
