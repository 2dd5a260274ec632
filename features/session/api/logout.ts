import { http } from '@/lib/http';
import type { LogoutResponse } from './schemas';

export type { LogoutResponse } from './schemas';

/**
 * POST user/login/out (v2 API). The page reloads afterwards, so it shows no toast. What it changes
 * (every query of the user) is removed by the session-cleared event `logout()` raises.
 */
export async function postLogout(): Promise<LogoutResponse> {
  return http.fetch(
    { base: 'v2', path: 'user/login/out', method: 'POST', json: {}, messages: 'none' },
    // The schema loads with the request, not with the page: zod stays out of the first load.
    () => import('./schemas').then((schemas) => schemas.logoutResponseSchema),
  );
}
