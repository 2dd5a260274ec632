import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthModule } from '../auth';
import { apiKeySettingsInput } from '../auth/api-keys';
import { requestLanguage } from './language';
import { field, userRoute } from './user-route';

/** A key id in JSON: a whole number, or its digits as a string. */
const keyId = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,16}$/, 'must be an integer')
        .transform(Number),
    ],
    {
      message: 'must be an integer',
    },
  )
  .pipe(z.number().int('must be an integer').min(1).max(Number.MAX_SAFE_INTEGER));

/**
 * `user/apiKey/create`, `user/apiKey/list`, `user/apiKey/delete` (issue 16): a session only —
 * never a signed request (api-key-access.ts does not list them), so a key cannot make more keys
 * or outlive its own deletion.
 *
 * Creating a key is a sensitive action: like a password change it needs the second factor, the
 * authenticator's code when one is bound, else a code sent by `user/common/gateway/send/*`.
 */
export function registerV2ApiKeyRoutes(app: FastifyInstance, auth: AuthModule): void {
  const { sessions, apiKeys, flows } = auth;

  userRoute(
    app,
    sessions,
    '/user/apiKey/create',
    apiKeySettingsInput.extend({ code: field }),
    (body, ctx, request) =>
      apiKeys.create(ctx.userId, body, requestLanguage(request, undefined), () =>
        flows.verifyCommon(ctx.userId, body.code),
      ),
    { auth: 'required' },
  );

  userRoute(
    app,
    sessions,
    '/user/apiKey/list',
    z.object({}),
    (_query, ctx) => apiKeys.list(ctx.userId),
    { auth: 'required', method: 'GET' },
  );

  userRoute(
    app,
    sessions,
    '/user/apiKey/delete',
    z.object({ id: keyId }),
    (body, ctx, request) =>
      apiKeys.delete(ctx.userId, body.id, requestLanguage(request, undefined)),
    { auth: 'required' },
  );
}
