import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/common/gateway/send/sms (v2 API, json). Sends a verification code by SMS. Toast: success and errors are shown. */
export function sendSmsCode(body: V2Body): Promise<unknown> {
  return postV2('user/common/gateway/send/sms', body, 'all');
}

export const sendSmsCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'send-sms-code'], mutationFn: sendSmsCode });

export function useSendSmsCode() {
  return useMutation(sendSmsCodeMutationOptions());
}
