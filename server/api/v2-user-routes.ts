import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '../auth/flow-base';
import { z } from 'zod';
import type { AuthModule } from '../auth';
import { identityFields, parseEmail, parseIdentity, parseMobile } from '../auth/identity';
import { ensureDeviceCredential } from './device-credential';
import { field, rawField, userRoute } from './user-route';

const emailBody = z.object({ email: field });
const mobileBody = z.object({ dialCode: field, mobile: field });
const registration = {
  code: field,
  password: rawField,
  inviteCode: field,
  /** Terms of use and privacy policy (spec §5); anything but `true` is "not agreed". */
  agreement: z
    .unknown()
    .optional()
    .transform((value) => value === true),
};

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
    emailBody,
    async (body) => {
      await flows.checkAvailable(parseEmail(body.email));
      return { available: true };
    },
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/mobile/new/check',
    mobileBody,
    async (body) => {
      await flows.checkAvailable(parseMobile(body.dialCode, body.mobile));
      return { available: true };
    },
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/gateway/sendEmail',
    emailBody,
    (body, ctx) => flows.sendRegisterCode(parseEmail(body.email), ctx.client),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/gateway/sendSms',
    mobileBody,
    (body, ctx) => flows.sendRegisterCode(parseMobile(body.dialCode, body.mobile), ctx.client),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/register/email/confirmed',
    emailBody.extend(registration),
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
    mobileBody.extend(registration),
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
    identityFields.extend({ password: rawField, sliderToken: field }),
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
    z.object({ ticket: field, code: field }),
    (body, ctx, request, reply) =>
      flows.loginConfirm(body.ticket, body.code, onDevice(ctx.client, request, reply)),
    open,
  );

  userRoute(
    app,
    sessions,
    '/user/find/password/new/one',
    identityFields,
    (body, ctx) => auth.recovery.recoverStart(parseIdentity(body), ctx.client),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/find/strategy/validCode',
    z.object({ ticket: field, code: field }),
    (body, ctx) => auth.recovery.recoverVerify(body.ticket, body.code, ctx.client),
    open,
  );
  userRoute(
    app,
    sessions,
    '/user/find/password/three',
    // `googleCode`: the authenticator's code, when step 2 answered `authenticatorRequired`.
    z.object({ resetTicket: field, password: rawField, googleCode: field }),
    async (body, ctx) => {
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
