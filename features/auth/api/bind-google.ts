import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getUserInfoQueryOptions } from '@/features/session';
import { postV2 } from './post-v2';

export const bindGoogleInputSchema = z.object({ code: z.string().min(1) });
export type BindGoogleInput = z.infer<typeof bindGoogleInputSchema>;
const boundSchema = z.object({ bound: z.boolean() });

/** POST user/login/bindGoogle (not in the spec): binds the guide's secret with a valid code. */
export function bindGoogle(input: BindGoogleInput): Promise<z.infer<typeof boundSchema>> {
  return postV2(
    'user/login/bindGoogle',
    { schema: bindGoogleInputSchema, value: input },
    boundSchema,
    'none',
  );
}

/** `googleBound` lives in the user info: it is read again. */
export function useBindGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'bind-google'],
    mutationFn: bindGoogle,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey }),
  });
}
