import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { sendCodeAnswerSchema, type SendCodeAnswer } from './schemas';

/** POST asset/withdraw/sendCode: a code for the withdrawal to the account's e-mail or phone. */
export function sendWithdrawCode(): Promise<SendCodeAnswer> {
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/withdraw/sendCode',
      method: 'POST',
      json: {},
      messages: 'errors-only',
    },
    sendCodeAnswerSchema,
  );
}

export function useSendWithdrawCode() {
  return useMutation({ mutationKey: ['wallet', 'withdraw', 'code'], mutationFn: sendWithdrawCode });
}
