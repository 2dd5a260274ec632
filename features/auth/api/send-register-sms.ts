import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/register/gateway/sendSms (v2 API, json). Sends the sign-up SMS code. Toast: success and errors are shown. */
export function sendRegisterSms(body: V2Body): Promise<unknown> {
  return postV2('user/register/gateway/sendSms', body, 'all');
}

export const sendRegisterSmsMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'send-register-sms'], mutationFn: sendRegisterSms });

export function useSendRegisterSms() {
  return useMutation(sendRegisterSmsMutationOptions());
}
