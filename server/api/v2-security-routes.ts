import type { FastifyInstance } from 'fastify';
import type { AuthModule } from '../auth';
import { AccountSecurityCode, AccountSecurityError } from '../auth/account-security-errors';
import { sha256 } from '../auth/crypto-util';
import { canonicalClientIp } from '../auth/ip-address';
import type {
  WireAntiPhishingChanged,
  WireLoginHistoryPage,
  WireOthersRevoked,
  WireSessionList,
  WireSessionRevoked,
} from '../../lib/contract/wire/security';
import {
  wireAntiPhishingInputSchema,
  wireLoginHistoryQueryInputSchema,
  wireSessionRevokeInputSchema,
} from '../../lib/contract/wire/security-schemas';
import { wireEmptyInputSchema } from '../../lib/contract/wire/user-schemas';
import { userRoute } from './user-route';

/**
 * Account security (issue 16): the login history, the live sessions (list, end one, end all
 * others) and the anti-phishing code. A session only: a signed API-key request is refused with
 * 102400006 (api-key-access.ts lists none of these), so a key can neither see where its owner
 * logs in nor end the owner's sessions.
 */
export function registerV2SecurityRoutes(app: FastifyInstance, auth: AuthModule): void {
  const { sessions, flows } = auth;
  const required = { auth: 'required' } as const;

  userRoute(
    app,
    sessions,
    '/user/login/history',
    wireLoginHistoryQueryInputSchema,
    (query, ctx): Promise<WireLoginHistoryPage> =>
      auth.loginHistory.page(ctx.userId, query.page, query.size),
    { ...required, method: 'GET' },
  );

  userRoute(
    app,
    sessions,
    '/user/session/list',
    wireEmptyInputSchema,
    async (_query, ctx): Promise<WireSessionList> => ({
      list: await sessions.list(ctx.userId, ctx.token),
    }),
    { ...required, method: 'GET' },
  );

  // Ending the session that makes the request is allowed: it is a logout (`current: true`).
  userRoute(
    app,
    sessions,
    '/user/session/revoke',
    wireSessionRevokeInputSchema,
    async (body, ctx): Promise<WireSessionRevoked> => {
      const ended = await sessions.revokeById(ctx.userId, body.id);
      if (!ended)
        throw new AccountSecurityError(
          AccountSecurityCode.sessionNotFound,
          ctx.client.language ?? 'en',
        );
      return {
        revoked: true,
        id: body.id,
        current: ctx.token !== undefined && ended === sha256(ctx.token),
      };
    },
    required,
  );

  userRoute(
    app,
    sessions,
    '/user/session/revokeOthers',
    wireEmptyInputSchema,
    async (_body, ctx): Promise<WireOthersRevoked> => ({
      // A required session without a token is a signed request, refused before this runs.
      revoked: ctx.token === undefined ? 0 : await sessions.revokeOthers(ctx.userId, ctx.token),
    }),
    required,
  );

  // A security change (issue 30): it names a step-up of this session (`stepUpToken`), else 102500003.
  userRoute(
    app,
    sessions,
    '/user/antiPhishing/update',
    wireAntiPhishingInputSchema,
    async (body, ctx): Promise<WireAntiPhishingChanged> => {
      const language = ctx.client.language ?? 'en';
      const set = await auth.antiPhishing.set(ctx.userId, body.antiPhishingCode, language);
      flows.notify(
        ctx.userId,
        { kind: 'anti-phishing-changed', ip: canonicalClientIp(ctx.client.address) },
        language,
      );
      return set;
    },
    { ...required, stepUp: auth.stepUps },
  );
}
