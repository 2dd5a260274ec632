import { useMutation } from '@tanstack/react-query';
import type { WireSliderPass, WireSliderRiskInput } from '@/lib/contract/wire/user';
import { wireSliderPassSchema, wireSliderRiskInputSchema } from '@/lib/contract/wire/user-schemas';
import { postV2 } from '@/lib/http/post-v2';

/** Where the piece was dropped and every pointer position of the drag with its time. */
export type SliderRiskInput = WireSliderRiskInput;

/** POST user/slider/risk: the server judges the drag; a pass answers the token login sends. No toast: the screen shows the outcome. */
export function sliderRisk(input: SliderRiskInput): Promise<WireSliderPass> {
  return postV2(
    'user/slider/risk',
    { schema: wireSliderRiskInputSchema, value: input },
    wireSliderPassSchema,
    'none',
  );
}

/** Changes nothing cached: the token goes with the next login check. */
export function useSliderRisk() {
  return useMutation({ mutationKey: ['auth', 'slider-risk'], mutationFn: sliderRisk });
}
