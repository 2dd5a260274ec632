import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '../auth/flow-base';
import type { AuthModule } from '../auth';
import { parseEmail, parseIdentity, parseMobile } from '../auth/identity';
import type { WireAvailable, WirePasswordChanged } from '../../lib/contract/wire/user';
import {
  wireEmailInputSchema,
  wireEmailSignUpInputSchema,
  wireIdentityInputSchema,
  wireLogInCheckInputSchema,
  wireMobileInputSchema,
  wireMobileSignUpInputSchema,
  wirePasswordResetInputSchema,
  wireTicketCodeInputSchema,
} from '../../lib/contract/wire/user-schemas';
import { ensureDeviceCredential } from './device-credential';
import { userRoute } from './user-route';

/**
 * The client of a request that opens a session, with its device credential: the one the browser
 * sent, or a new one set on the answer (api/device-credential.ts). Set before the flow runs, so a
 * refused log-in may leave a credential too; it proves nothing until a session is opened with it.
 */
function onDevice(client: Client, request: FastifyRequest, reply: FastifyReply): Client {
  return { ...client, deviceKeyHash: ensureDeviceCredential(request, reply) };
}

/** Sign-up, two-step login and three-step password recovery (spec §7, v2 API). */
export function registerV2UserRoutes(app: FastifyInstance, auth: AuthModule): void {
  const { flows, sessions } = auth;
  const open = { auth: 'none' } as const;

  userRoute(
    app,
    sessions,
    '/user/register/email/new/check',
    wireEmailInputSchema,
    async (body): Promise<WireAvailable> => {
      await flows.checkAvailable(parseEmail(body.email));
      return { available: true };
    },
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/mobile/new/check',
    wireMobileInputSchema,
    async (body): Promise<WireAvailable> => {
      await flows.checkAvailable(parseMobile(body.dialCode, body.mobile));
      return { available: true };
    },
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/gateway/sendEmail',
    wireEmailInputSchema,
    (body, ctx) => flows.sendRegisterCode(parseEmail(body.email), ctx.client),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/gateway/sendSms',
    wireMobileInputSchema,
    (body, ctx) => flows.sendRegisterCode(parseMobile(body.dialCode, body.mobile), ctx.client),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/email/confirmed',
    wireEmailSignUpInputSchema,
    (body, ctx, request, reply) =>
      flows.register(
        parseEmail(body.email),
        { ...body, agreed: body.agreement, inviteCode: body.inviteCode || undefined },
        onDevice(ctx.client, request, reply),
      ),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/mobile/confirmed',
    wireMobileSignUpInputSchema,
    (body, ctx, request, reply) =>
      flows.register(
        parseMobile(body.dialCode, body.mobile),
        { ...body, agreed: body.agreement, inviteCode: body.inviteCode || undefined },
        onDevice(ctx.client, request, reply),
      ),
    open,
  );

  userRoute(
    app,
    sessions,
    '/user/login/new/check',
    wireLogInCheckInputSchema,
    (body, ctx) =>
      flows.loginCheck(
        parseIdentity(body),
        body.password,
        body.sliderToken || undefined,
        ctx.client,
      ),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/login/confirm',
    wireTicketCodeInputSchema,
    (body, ctx, request, reply) =>
      flows.loginConfirm(body.ticket, body.code, onDevice(ctx.client, request, reply)),
    open,
  );

  userRoute(
    app,
    sessions,
    '/user/find/password/new/one',
    wireIdentityInputSchema,
    (body, ctx) => auth.recovery.recoverStart(parseIdentity(body), ctx.client),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/find/strategy/validCode',
    wireTicketCodeInputSchema,
    (body, ctx) => auth.recovery.recoverVerify(body.ticket, body.code, ctx.client),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/find/password/three',
    wirePasswordResetInputSchema,
    async (body, ctx): Promise<WirePasswordChanged> => {
      await auth.recovery.recoverFinish(
        body.resetTicket,
        body.password,
        body.googleCode,
        ctx.client,
      );
      return { changed: true };
    },
    open,
  );
}
