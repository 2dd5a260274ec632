import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postV2 } from './post-v2';

export const sliderRiskInputSchema = z.object({
  challengeId: z.string().min(1),
  x: z.number(),
  /** Every pointer position of the drag with its time; the server takes up to 1 000. */
  trace: z.array(z.object({ x: z.number(), t: z.number() })).max(1000),
});
export type SliderRiskInput = z.infer<typeof sliderRiskInputSchema>;
const sliderPassSchema = z.object({ sliderToken: z.string() });

/** POST user/slider/risk: the server judges the drag; a pass answers the token login sends. No toast: the screen shows the outcome. */
export function sliderRisk(input: SliderRiskInput): Promise<z.infer<typeof sliderPassSchema>> {
  return postV2(
    'user/slider/risk',
    { schema: sliderRiskInputSchema, value: input },
    sliderPassSchema,
    'none',
  );
}

/** Changes nothing cached: the token goes with the next login check. */
export function useSliderRisk() {
  return useMutation({ mutationKey: ['auth', 'slider-risk'], mutationFn: sliderRisk });
}
