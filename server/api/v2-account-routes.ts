import type { FastifyInstance } from 'fastify';
import type { AuthModule } from '../auth';
import { toUserInfo, toUserInfoForApiKey, userById } from '../auth/accounts';
import { AuthCode, AuthError } from '../auth/errors';
import { jurisdictionOf } from '../auth/kyc';
import type { Database } from '../db/database';
import { parseIdentity } from '../auth/identity';
import { userRoute, type UserContext } from './user-route';
import type {
  WireLoggedOut,
  WireSliderPass,
  WireUserLimitCountry,
} from '../../lib/contract/wire/user';
import {
  wireBindGoogleInputSchema,
  wireContactCodeInputSchema,
  wireContactUpdateInputSchema,
  wireEmptyInputSchema,
  wireKycLevel1InputSchema,
  wireKycLevel2InputSchema,
  wireOpenFuturesInputSchema,
  wirePasswordUpdateInputSchema,
  wireSendCodeInputSchema,
  wireSliderRiskInputSchema,
  wireStepUpInputSchema,
  wireUserLimitCountryInputSchema,
} from '../../lib/contract/wire/user-schemas';

/** Three identity documents of at most 2 MB each, base64 in JSON (8 MB), with room to spare. */
const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The session token of a request on a route that requires a session and refuses API keys (every
 * security change): always present, as the route's options guarantee.
 */
function sessionOf(ctx: UserContext): string {
  if (ctx.token === undefined) throw new AuthError(AuthCode.unauthorized, 'not logged in');
  return ctx.token;
}

/** The logged-in side of the v2 user API: info, logout, authenticator, codes, KYC, futures opening. */
export function registerV2AccountRoutes(
  app: FastifyInstance,
  auth: AuthModule,
  deps: { database: Database; now: () => number },
): void {
  const { sessions, flows } = auth;
  // Signed API-key requests reach only the routes api-key-access.ts lists (the reads of the
  // account); on every other one here the key header is refused (102400006).
  const apiKeys = { keys: auth.apiKeys, base: 'v2', now: deps.now } as const;
  const required = { auth: 'required', apiKeys } as const;

  userRoute(
    app,
    sessions,
    '/user/base/info',
    wireEmptyInputSchema,
    async (_body, ctx) => {
      const user = await userById(deps.database, ctx.userId);
      // No token: a signed API-key request (a `read` key may read the info, not the code).
      return ctx.token === undefined
        ? toUserInfoForApiKey(user, deps.now())
        : toUserInfo(user, deps.now());
    },
    required,
  );

  // Visitors may name a country (e.g. the one picked on a form); a session uses the KYC residence.
  userRoute(
    app,
    sessions,
    '/user/limit/country',
    wireUserLimitCountryInputSchema,
    async (body, ctx): Promise<WireUserLimitCountry> => {
      const residence =
        ctx.userId !== undefined
          ? (await userById(deps.database, ctx.userId)).residenceCountry
          : null;
      const place = await jurisdictionOf(
        deps.database,
        residence ?? (body.country.toUpperCase() || null),
      );
      return {
        ...place,
        futuresAllowed: !place.restricted,
        reason: place.restricted ? 'restricted-jurisdiction' : null,
      };
    },
    { auth: 'optional', apiKeys },
  );

  userRoute(
    app,
    sessions,
    '/user/login/out',
    wireEmptyInputSchema,
    async (_body, ctx) => {
      if (ctx.token) await sessions.revoke(ctx.token);
      const answer: WireLoggedOut = { loggedOut: true };
      return answer;
    },
    required,
  );

  userRoute(
    app,
    sessions,
    '/user/login/guideGoogle',
    wireEmptyInputSchema,
    async (_body, ctx) => {
      const user = await userById(deps.database, ctx.userId);
      return auth.authenticator.guide(
        user.id,
        user.email ?? `${user.dialCode ?? ''}${user.phone ?? ''}`,
      );
    },
    { ...required, method: 'GET' },
  );

  // Security changes (issue 30): each names a step-up of this session (`stepUpToken`: the
  // password and the current second factor proved again within 5 minutes), else 102500003.
  const security = { ...required, stepUp: auth.stepUps } as const;

  userRoute(
    app,
    sessions,
    '/user/security/stepUp',
    wireStepUpInputSchema,
    (body, ctx) => auth.stepUps.create(ctx.userId, sessionOf(ctx), body),
    required,
  );

  // Not in the spec: binding the secret shown by guideGoogle needs a valid code from the new app;
  // with one bound already, it replaces it (the step-up proved the old app's code).
  userRoute(
    app,
    sessions,
    '/user/login/bindGoogle',
    wireBindGoogleInputSchema,
    (body, ctx) =>
      auth.security.bindAuthenticator(ctx.userId, sessionOf(ctx), body.code, ctx.client),
    security,
  );

  // Not in the spec: the step-up proved the bound app's code (102020726 when none is bound). The
  // next guideGoogle issues a new secret.
  userRoute(
    app,
    sessions,
    '/user/login/unbindGoogle',
    wireEmptyInputSchema,
    (_body, ctx) => auth.security.unbindAuthenticator(ctx.userId, sessionOf(ctx), ctx.client),
    security,
  );

  // A new e-mail address or phone for the account (ours): a code to the new address first …
  userRoute(
    app,
    sessions,
    '/user/contact/sendCode',
    wireContactCodeInputSchema,
    (body, ctx) => auth.security.sendContactCode(ctx.userId, parseIdentity(body), ctx.client),
    required,
  );
  // … then the change itself, with that code and a step-up.
  userRoute(
    app,
    sessions,
    '/user/contact/update',
    wireContactUpdateInputSchema,
    (body, ctx) =>
      auth.security.changeContact(
        ctx.userId,
        sessionOf(ctx),
        parseIdentity(body),
        body.code,
        ctx.client,
      ),
    security,
  );

  // Logged in: a code to the account's own address. During login or recovery: a resend for the ticket.
  for (const channel of ['email', 'sms'] as const) {
    userRoute(
      app,
      sessions,
      `/user/common/gateway/send/${channel}`,
      wireSendCodeInputSchema,
      (body, ctx) => {
        if (ctx.userId !== undefined) return flows.sendCommon(ctx.userId, channel, ctx.client);
        if (!body.ticket) throw new AuthError(AuthCode.unauthorized, 'not logged in');
        return flows.resendForTicket(body.kind, body.ticket, ctx.client);
      },
      { auth: 'optional', apiKeys },
    );
  }

  userRoute(
    app,
    sessions,
    '/user/password/update',
    wirePasswordUpdateInputSchema,
    (body, ctx) =>
      auth.security.changePassword(ctx.userId, sessionOf(ctx), body.newPassword, ctx.client),
    security,
  );

  userRoute(
    app,
    sessions,
    '/user/kyc/level1',
    wireKycLevel1InputSchema,
    (body, ctx) => auth.kyc.submitLevel1(ctx.userId, body),
    required,
  );
  userRoute(
    app,
    sessions,
    '/user/kyc/level2',
    wireKycLevel2InputSchema,
    (body, ctx) => auth.kyc.submitLevel2(ctx.userId, body.documents),
    { ...required, bodyLimit: UPLOAD_BODY_LIMIT_BYTES },
  );

  userRoute(
    app,
    sessions,
    '/user/futures/open',
    wireOpenFuturesInputSchema,
    (body, ctx) => auth.kyc.openFutures(ctx.userId, body.acceptRisk),
    required,
  );
  userRoute(
    app,
    sessions,
    '/user/futures/status',
    wireEmptyInputSchema,
    (_body, ctx) => auth.kyc.futuresStatus(ctx.userId),
    required,
  );

  userRoute(
    app,
    sessions,
    '/user/image/getImageConfig',
    wireEmptyInputSchema,
    async (_body, ctx) => auth.slider.create(ctx.client.address),
    { auth: 'none' },
  );
  userRoute(
    app,
    sessions,
    '/user/slider/risk',
    wireSliderRiskInputSchema,
    async (body, ctx): Promise<WireSliderPass> => ({
      sliderToken: auth.slider.verify(body.challengeId, ctx.client.address, body.x, body.trace),
    }),
    { auth: 'none' },
  );
}
