import * as z from 'zod/mini';
import { http } from '@/lib/http';

export const logoutResponseSchema = z.object({ loggedOut: z.boolean() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * POST user/login/out (v2 API). The page reloads afterwards, so it shows no toast. What it changes
 * (every query of the user) is removed by the session-cleared event `logout()` raises.
 */
export async function postLogout(): Promise<LogoutResponse> {
  return http.fetch(
    { base: 'v2', path: 'user/login/out', method: 'POST', json: {}, messages: 'none' },
    logoutResponseSchema,
  );
}
