import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/common/gateway/send/email (v2 API, json). Sends a verification code by e-mail. Toast: success and errors are shown. */
export function sendEmailCode(body: V2Body): Promise<unknown> {
  return postV2('user/common/gateway/send/email', body, 'all');
}

export const sendEmailCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'send-email-code'], mutationFn: sendEmailCode });

export function useSendEmailCode() {
  return useMutation(sendEmailCodeMutationOptions());
}
