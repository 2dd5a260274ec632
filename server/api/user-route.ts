import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Client } from '../auth/auth-flows';
import { AuthCode, AuthError } from '../auth/errors';
import { ApiKeyCode, ApiKeyError } from '../auth/api-key-errors';
import type { LiveApiKey } from '../auth/api-keys';
import type { SessionService } from '../auth/sessions';
import { answerMessage } from '../error-words';
import { ServiceError } from '../service-error';
import { apiKeyPermissionOf, type ApiKeyRouting } from './api-key-access';
import { ApiError, ApiErrorCode, ok } from './envelope';
import { requestLanguage } from './language';
import type { StepUpService } from '../auth/step-up';
import type { PublicWeight } from './public-weights';
import { deviceCredentialOf, deviceKeyHash } from './device-credential';
import { describeIssues } from './route';
import {
  acceptSignedRequest,
  API_KEY_HEADER,
  identifyKey,
  signedRequestLanguage,
} from './signed-request';
import { idempotencyParamsOf } from './signature-replay';

export interface UserContext {
  client: Client;
  /** Set when the route requires a session (or one was sent to an optional route). */
  userId: number | undefined;
  /** The session token; undefined for a signed API-key request. */
  token: string | undefined;
  /**
   * The digest of the device credential this request carries (the httpOnly cookie the server
   * issued at log-in, api/device-credential.ts); null without one, and for a signed request.
   */
  deviceKeyHash: string | null;
}

export interface UserRouteOptions {
  auth: 'required' | 'optional' | 'none';
  method?: 'GET' | 'POST';
  bodyLimit?: number;
  /**
   * Where signed API-key requests may reach this route: with the permission `api-key-access.ts`
   * lists for it. Without it, or for a route not listed there, a request carrying the key header
   * is refused (102400006): the route accepts a session only.
   */
  apiKeys?: ApiKeyRouting;
  /**
   * A security change (issue 30): the body's `stepUpToken` must name a live step-up of this
   * session (auth/step-up.ts), else the answer is 102500003 and the handler does not run.
   */
  stepUp?: Pick<StepUpService, 'require'>;
  /**
   * What a call costs of its client's per-minute public budget (api/public-weights.ts). Routes
   * open to visitors (`auth` none or optional) cost 1 unless told otherwise; routes that require
   * a session are limited per user instead.
   */
  weight?: PublicWeight;
}

/** What a handler is given: on a route that requires a session, the user is always known. */
type ContextFor<A extends UserRouteOptions['auth']> = A extends 'required'
  ? UserContext & { userId: number }
  : UserContext;

/** Bearer authorization header first, then the `exch-token` header (spec §6). */
export function requestToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^Bearer\s+\S+$/i.test(authorization)) {
    return authorization.replace(/^Bearer\s+/i, '');
  }
  const header = request.headers['exch-token'];
  return typeof header === 'string' && header.trim() ? header.trim() : undefined;
}

/**
 * A v2 user endpoint: the body (or query for GET) is parsed by zod, the session is checked on every
 * private call, business errors answer HTTP 200 with their code, an invalid session 401.
 *
 * The session is checked when the request arrives, before its body is read: a stranger's body is
 * never parsed, so a route's larger `bodyLimit` (uploads) only ever applies to a signed-in user.
 */
export function userRoute<S extends z.core.$ZodType, O extends UserRouteOptions>(
  app: FastifyInstance,
  sessions: SessionService,
  url: string,
  schema: S,
  handler: (
    input: z.output<S>,
    ctx: ContextFor<O['auth']>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>,
  options: O,
): void {
  const method = options.method ?? 'POST';
  const signedIn = new WeakMap<
    FastifyRequest,
    { userId: number; token: string | undefined; key?: LiveApiKey }
  >();
  const keyRouting = options.apiKeys;
  const keyPermission = keyRouting && apiKeyPermissionOf(keyRouting.base, url);
  const weight = options.weight ?? (options.auth === 'required' ? undefined : 1);
  app.route({
    method,
    url,
    ...(weight === undefined ? {} : { config: { publicWeight: weight } }),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.auth === 'none'
      ? {}
      : {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            if (request.headers[API_KEY_HEADER] !== undefined) {
              // The key header says what the caller means: never fall back to a session.
              try {
                if (!keyRouting || !keyPermission) {
                  throw new ApiKeyError(ApiKeyCode.keyNotAccepted, signedRequestLanguage(request));
                }
                const key = await identifyKey(request, (apiKey) => keyRouting.keys.find(apiKey));
                signedIn.set(request, { userId: key.userId, token: undefined, key });
                return;
              } catch (error) {
                if (error instanceof ServiceError) return sendServiceError(reply, error);
                throw error;
              }
            }
            const token = requestToken(request);
            const user = token ? await sessions.userOf(token) : undefined;
            if (user && token) signedIn.set(request, { userId: user.userId, token });
            else if (options.auth === 'required' || token) {
              const error = new AuthError(
                AuthCode.unauthorized,
                'not logged in or the session has ended',
              );
              return sendServiceError(reply, error);
            }
          },
        }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const root = method === 'GET' ? 'query' : 'body';
      const session = signedIn.get(request);
      if (session?.key && keyRouting && keyPermission) {
        try {
          await acceptSignedRequest(
            request,
            session.key,
            keyPermission,
            keyRouting.now(),
            keyRouting.keys.replays,
            idempotencyParamsOf(keyRouting.base, url),
          );
        } catch (error) {
          if (!(error instanceof ServiceError)) throw error;
          return sendServiceError(reply, error);
        }
        keyRouting.keys.touch(session.key);
      }
      const parsed = z.safeParse(schema, request[root] ?? {});
      if (!parsed.success)
        throw new ApiError(ApiErrorCode.badParameter, describeIssues(parsed.error, root));
      const deviceHeader = request.headers['device-id'];
      const credential = session?.key ? undefined : deviceCredentialOf(request);
      const deviceKey = credential === undefined ? null : deviceKeyHash(credential);
      const language = requestLanguage(request, undefined);
      const ctx: UserContext = {
        client: {
          address: request.ip,
          deviceId: typeof deviceHeader === 'string' ? deviceHeader : undefined,
          deviceKeyHash: deviceKey ?? undefined,
          userAgent: request.headers['user-agent'],
          language,
        },
        userId: session?.userId,
        token: session?.token,
        deviceKeyHash: deviceKey,
      };
      try {
        if (options.stepUp) {
          const raw = request[root] as { stepUpToken?: unknown } | undefined;
          await options.stepUp.require(
            session?.userId ?? 0,
            session?.token,
            raw?.stepUpToken,
            language,
          );
        }
        // A required session was checked on arrival, so `userId` is set when ContextFor says so.
        return ok(await handler(parsed.data, ctx as ContextFor<O['auth']>, request, reply));
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return sendServiceError(reply, error);
      }
    },
  });
}

/**
 * Business and session errors keep the spec's codes, with the HTTP status the error names and the
 * message in the request's language (server/error-words).
 */
function sendServiceError(reply: FastifyReply, error: ServiceError): FastifyReply {
  if (error.data?.retryAfterSeconds && error.httpStatus === 429) {
    reply.header('retry-after', String(error.data.retryAfterSeconds));
  }
  const message = answerMessage(error, requestLanguage(reply.request, undefined));
  return reply
    .status(error.httpStatus)
    .send({ code: error.code, message, success: false, data: error.data });
}
