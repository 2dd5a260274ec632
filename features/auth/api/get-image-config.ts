import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/image/getImageConfig (v2 API, json). Loads the image (captcha) configuration. Toast: success is silent, errors are shown. */
export function getImageConfig(body: V2Body): Promise<unknown> {
  return postV2('user/image/getImageConfig', body, 'errors-only');
}

export const getImageConfigMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'get-image-config'], mutationFn: getImageConfig });

export function useGetImageConfig() {
  return useMutation(getImageConfigMutationOptions());
}
