import type { FastifyInstance } from 'fastify';
import type { AuthModule } from '../auth';
import { apiKeySettingsInput } from '../auth/api-keys';
import { canonicalClientIp } from '../auth/ip-address';
import { wireApiKeyDeleteInputSchema } from '../../lib/contract/wire/security-schemas';
import { wireEmptyInputSchema } from '../../lib/contract/wire/user-schemas';
import { requestLanguage } from './language';
import { userRoute } from './user-route';

/**
 * `user/apiKey/create`, `user/apiKey/list`, `user/apiKey/delete` (issue 16): a session only —
 * never a signed request (api-key-access.ts does not list them), so a key cannot make more keys
 * or outlive its own deletion.
 *
 * Creating a key is a security change (issue 30): it names a step-up of this session
 * (`stepUpToken`: the password and the second factor proved within 5 minutes), else 102500003.
 */
export function registerV2ApiKeyRoutes(app: FastifyInstance, auth: AuthModule): void {
  const { sessions, apiKeys, flows } = auth;

  userRoute(
    app,
    sessions,
    '/user/apiKey/create',
    apiKeySettingsInput,
    async (body, ctx, request) => {
      const language = requestLanguage(request, undefined);
      const created = await apiKeys.create(ctx.userId, body, language);
      flows.notify(
        ctx.userId,
        {
          kind: 'api-key-created',
          label: created.label,
          apiKey: created.apiKey,
          permissions: created.permissions,
          ip: canonicalClientIp(ctx.client.address),
        },
        language,
      );
      return created;
    },
    { auth: 'required', stepUp: auth.stepUps },
  );

  userRoute(
    app,
    sessions,
    '/user/apiKey/list',
    wireEmptyInputSchema,
    (_query, ctx) => apiKeys.list(ctx.userId),
    { auth: 'required', method: 'GET' },
  );

  userRoute(
    app,
    sessions,
    '/user/apiKey/delete',
    wireApiKeyDeleteInputSchema,
    (body, ctx, request) =>
      apiKeys.delete(ctx.userId, body.id, requestLanguage(request, undefined)),
    { auth: 'required' },
  );
}
