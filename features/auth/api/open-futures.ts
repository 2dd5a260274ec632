import { mutationOptions, useMutation } from '@tanstack/react-query';
import { postV2 } from './post-v2';

/** POST user/futures/open: KYC first, not from a restricted jurisdiction, risk warning accepted. */
export function openFutures(acceptRisk: boolean): Promise<unknown> {
  return postV2('user/futures/open', { acceptRisk }, 'all');
}

export const openFuturesMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'open-futures'], mutationFn: openFutures });

export function useOpenFutures() {
  return useMutation(openFuturesMutationOptions());
}
