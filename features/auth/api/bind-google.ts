import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { getUserInfoQueryOptions } from '@/features/session';
import { wireBindGoogleInputSchema } from '@/lib/contract/wire/user-schemas';
import { getGuideGoogleQueryOptions } from './guide-google';
import { postV2 } from './post-v2';

/** The contract's body (the new app's code) with the session's step-up, which the route reads. */
export const bindGoogleInputSchema = zm.extend(wireBindGoogleInputSchema, {
  stepUpToken: zm.string().check(zm.minLength(1)),
});
export type BindGoogleInput = zm.output<typeof bindGoogleInputSchema>;
const boundSchema = z.object({ bound: z.boolean() });

/**
 * POST user/login/bindGoogle (not in the spec): binds the secret of the last guide with a valid
 * code from the app that scanned it, replacing the bound app if there is one. Needs a step-up.
 */
export function bindGoogle(input: BindGoogleInput): Promise<z.infer<typeof boundSchema>> {
  return postV2(
    'user/login/bindGoogle',
    { schema: bindGoogleInputSchema, value: input },
    boundSchema,
    'none',
  );
}

/** `googleBound` lives in the user info: it is read again. The guide's secret is spent. */
export function useBindGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'bind-google'],
    mutationFn: bindGoogle,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: getGuideGoogleQueryOptions().queryKey });
      return queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey });
    },
  });
}
