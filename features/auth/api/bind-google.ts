import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/login/bindGoogle (not in the spec): binds the guide's secret with a valid code. */
export function bindGoogle(body: V2Body): Promise<unknown> {
  return postV2('user/login/bindGoogle', body, 'all');
}

export const bindGoogleMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'bind-google'], mutationFn: bindGoogle });

export function useBindGoogle() {
  return useMutation(bindGoogleMutationOptions());
}
