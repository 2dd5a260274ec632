import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST user/login/out (v2 API). The page reloads afterwards, so it shows no toast. */
export async function postLogout(): Promise<void> {
  await http.fetch({
    base: 'v2',
    path: 'user/login/out',
    method: 'POST',
    json: {},
    messages: 'none',
  });
}

export const logoutMutationOptions = () =>
  mutationOptions({ mutationKey: ['session', 'logout'], mutationFn: postLogout });

export function useLogoutMutation() {
  return useMutation(logoutMutationOptions());
}
