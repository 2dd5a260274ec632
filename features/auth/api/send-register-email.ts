import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/register/gateway/sendEmail (v2 API, json). Sends the sign-up e-mail code. Toast: success and errors are shown. */
export function sendRegisterEmail(body: V2Body): Promise<unknown> {
  return postV2('user/register/gateway/sendEmail', body, 'all');
}

export const sendRegisterEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'send-register-email'], mutationFn: sendRegisterEmail });

export function useSendRegisterEmail() {
  return useMutation(sendRegisterEmailMutationOptions());
}
