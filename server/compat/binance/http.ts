import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiKeyPermissionOf } from '../../api/api-key-access';
import { requestLanguage } from '../../api/language';
import { addressKey } from '../../auth/rate-limiter';
import { acceptSignedRequest, API_KEY_HEADER, identifyKey } from '../../api/signed-request';
import type { FuturesAnswer, FuturesInput, FuturesUrl } from '../../api/futures-calls';
import type { AdapterRequest, TradingCalls } from '../../api/trading-route';
import type { ApiKeyService, LiveApiKey } from '../../auth/api-keys';
import type { ApiKeyPermission } from '../../db/schema';
import {
  BinanceCode,
  BinanceError,
  errorBody,
  invalidParameter,
  mandatory,
  toBinanceError,
  type ErrorContext,
} from './errors';
import type { WeightCounter } from './weights';

/**
 * The Binance layer's request plumbing: request weight per address (`X-MBX-USED-WEIGHT-1M`, 429
 * -1003 with Retry-After past the limit), Binance's error shape for everything that goes wrong,
 * parameters from the query string or a form body, signed requests checked by the same code as
 * the app's own API-key requests, and calls into the app's private futures routes.
 */

export type Params = Readonly<Record<string, string>>;

export interface HttpDeps {
  keys: ApiKeyService;
  calls: TradingCalls;
  /** Mount point of the app's futures API (the calls are keyed by full URL). */
  futuresPrefix: string;
  weights: WeightCounter;
  now: () => number;
}

export interface Caller {
  userId: number;
  language: string;
  key: LiveApiKey;
  /** This request, as the app's per-user limit counts it (its reads once). */
  request: AdapterRequest;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    binanceWeight?: number | ((params: Params) => number);
    binanceContext?: ErrorContext;
  }
}

export function sendBinanceError(reply: FastifyReply, error: BinanceError): FastifyReply {
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).send(errorBody(error));
}

/** Error and not-found handlers and the weight hook of the `/fapi` scope. */
export function prepareScope(app: FastifyInstance, deps: HttpDeps): void {
  app.setErrorHandler((error, request, reply) => {
    const context = request.routeOptions.config.binanceContext ?? 'other';
    const mapped = toBinanceError(error, context);
    if (mapped.status >= 500) request.log.error({ err: error }, 'Binance layer request failed');
    return sendBinanceError(reply, mapped);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return sendBinanceError(
      reply,
      new BinanceError(BinanceCode.unknown, `No such endpoint: ${request.method} ${path}`, 404),
    );
  });
  app.addHook('onRequest', (request, reply, done) => {
    const declared = request.routeOptions.config.binanceWeight ?? 1;
    let weight = 1;
    if (typeof declared === 'number') weight = declared;
    else {
      try {
        weight = declared(queryParams(request));
      } catch {
        weight = 1;
      }
    }
    // IPv6 by its /64, as the app's public routes and the auth limiter count a client.
    const used = deps.weights.add(addressKey(request.ip), weight);
    reply.header('x-mbx-used-weight-1m', String(used.used));
    if (used.retryAfterSeconds !== undefined) {
      sendBinanceError(
        reply,
        new BinanceError(
          BinanceCode.tooManyRequests,
          `Too many requests; current limit of IP(${request.ip}) request weight is ${used.limit} per minute. Please use WebSocket Streams for live updates to avoid polling the API.`,
          429,
          used.retryAfterSeconds,
        ),
      );
      return;
    }
    done();
  });
}

function stringsOf(source: unknown, into: Record<string, string>): void {
  if (typeof source !== 'object' || source === null) return;
  // Keys, not entries: no pair array per parameter on every request.
  const params = source as Record<string, unknown>;
  for (const name of Object.keys(params)) {
    const value = params[name];
    if (typeof value === 'string') into[name] = value;
    else if (value !== undefined) throw invalidParameter(name, 'sent more than once');
  }
}

function queryParams(request: FastifyRequest): Params {
  const params: Record<string, string> = {};
  stringsOf(request.query, params);
  return params;
}

/** Query string and form body parameters together (Binance reads both). */
export function paramsOf(request: FastifyRequest): Params {
  const params: Record<string, string> = {};
  stringsOf(request.query, params);
  stringsOf(request.body, params);
  return params;
}

/** Validates parameters with a zod schema; a missing one is -1102, a malformed one -1130. */
export function parse<S extends z.ZodType>(schema: S, params: Params): z.output<S> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'request');
  if (params[name] === undefined && issue?.code === 'invalid_type') throw mandatory(name);
  throw invalidParameter(name, issue?.message);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RouteOptions {
  weight?: number | ((params: Params) => number);
  context?: ErrorContext;
  /**
   * Client order ids with which a repeat of the same signed request is already harmless (the
   * engine places one order per id; a repeat answers -4116): such a request skips the replay check.
   */
  idempotentBy?: readonly string[];
}

export function publicRoute(
  app: FastifyInstance,
  method: Method,
  url: string,
  handler: (params: Params, request: FastifyRequest) => Promise<unknown> | unknown,
  options: RouteOptions = {},
): void {
  app.route({
    method,
    url,
    config: { binanceWeight: options.weight ?? 1, binanceContext: options.context ?? 'other' },
    handler: async (request) => handler(paramsOf(request), request),
  });
}

/** The key of a request carrying `X-MBX-APIKEY` (-2014 without one, -2015 unknown). */
async function keyOf(request: FastifyRequest, keys: ApiKeyService): Promise<LiveApiKey> {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header !== 'string' || header.trim() === '') {
    throw new BinanceError(BinanceCode.badApiKeyFormat, 'API-key format invalid.', 401);
  }
  return identifyKey(request, (apiKey) => keys.find(apiKey));
}

/**
 * A signed endpoint (USER_DATA / TRADE): the key on arrival, then the signature over the exact
 * bytes, the timestamp within recvWindow, the permission and, for a change, that the same signed
 * request has not run before (-1021, "already used"), by the app's own signed-request code.
 * `permission` is what the app's route the endpoint translates to needs (api-key-access.ts).
 */
export function signedRoute(
  app: FastifyInstance,
  deps: HttpDeps,
  method: Method,
  url: string,
  permission: ApiKeyPermission,
  handler: (params: Params, caller: Caller, request: FastifyRequest) => Promise<unknown> | unknown,
  options: RouteOptions & { signed?: boolean } = {},
): void {
  const keysOf = new WeakMap<FastifyRequest, LiveApiKey>();
  app.route({
    method,
    url,
    config: { binanceWeight: options.weight ?? 1, binanceContext: options.context ?? 'other' },
    onRequest: async (request) => {
      keysOf.set(request, await keyOf(request, deps.keys));
    },
    handler: async (request) => {
      const key = keysOf.get(request);
      if (!key) throw new BinanceError(BinanceCode.badApiKeyFormat, 'API-key format invalid.', 401);
      if (options.signed === false) {
        if (!key.permissions.includes(permission)) {
          throw new BinanceError(
            BinanceCode.rejectedKey,
            'Invalid API-key, IP, or permissions for action.',
            401,
          );
        }
      } else {
        await acceptSignedRequest(
          request,
          key,
          permission,
          deps.now(),
          deps.keys.replays,
          options.idempotentBy,
        );
      }
      deps.keys.touch(key);
      const caller = {
        userId: key.userId,
        language: requestLanguage(request, undefined),
        key,
        request: { readCounted: false },
      };
      return handler(paramsOf(request), caller, request);
    },
  });
}

/** The permission the app's futures route `url` needs from a key. */
export function permissionOf(url: FuturesUrl): ApiKeyPermission {
  const permission = apiKeyPermissionOf('futures', url);
  if (!permission) throw new Error(`${url} accepts no API key (api/api-key-access.ts)`);
  return permission;
}

/**
 * Runs one of the app's private futures routes for the caller (its limit, gate and handler): the
 * input and the answer are the route's own (api/futures-calls.ts).
 */
export async function callRoute<Url extends FuturesUrl>(
  deps: HttpDeps,
  caller: Caller,
  url: Url,
  input: FuturesInput<Url>,
): Promise<FuturesAnswer<Url>> {
  const call = deps.calls.get(`${deps.futuresPrefix}${url}`);
  if (!call) throw new Error(`no private futures route ${url}`);
  const answer = await call(input, caller.userId, caller.language, caller.request);
  // The call kept under this URL is the route registered for it through the table, whose handler
  // must answer the table's answer (TradingRoute<FuturesCalls>): the map only forgets the type.
  return answer as FuturesAnswer<Url>;
}

/** How many pages (of up to 500 rows) one Binance request reads from one of the app's lists. */
const MAX_PAGES = 20;

/**
 * Reads one of the app's lists page by page, newest first by its cursor, handing each page's rows
 * to `take`, until the last page, MAX_PAGES pages, or `take` answers that it has enough.
 */
export async function eachPage<Row>(
  readPage: (cursor: number | null) => Promise<{ list: Row[]; nextCursor: number | null }>,
  take: (rows: Row[], nextCursor: number | null) => boolean,
): Promise<void> {
  let cursor: number | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await readPage(cursor);
    const enough = take(answer.list, answer.nextCursor);
    cursor = answer.nextCursor;
    if (cursor === null || enough) break;
  }
}

/** A decimal parameter as Binance sends it ("0.001", "85000.1"). */
export const decimalParam = z
  .string()
  .regex(/^\d{1,15}(\.\d{1,15})?$/, 'must be a positive decimal');

/** An integer parameter within bounds. */
export function intParam(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,16}$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

export const timeParam = intParam(0, 8_640_000_000_000);
export const booleanParam = z
  .enum(['true', 'false', 'TRUE', 'FALSE'])
  .transform((v) => v === 'true' || v === 'TRUE');
