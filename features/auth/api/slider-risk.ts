import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2, type V2Body } from './post-v2';

/** POST user/slider/risk (v2 API, json). Slider (captcha) risk check. Toast: success is silent, errors are shown. */
export function sliderRisk(body: V2Body): Promise<unknown> {
  return postV2('user/slider/risk', body, 'errors-only');
}

export const sliderRiskMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'slider-risk'], mutationFn: sliderRisk });

export function useSliderRisk() {
  return useMutation(sliderRiskMutationOptions());
}
