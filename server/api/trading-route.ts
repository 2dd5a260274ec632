import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { wireListQuerySchema } from '../../lib/contract/wire/query-schemas';
import type { ApiKeyService } from '../auth/api-keys';
import type { StepUpService } from '../auth/step-up';
import type { SessionService } from '../auth/sessions';
import { RateLimiter, type HitStore } from '../auth/rate-limiter';
import type { Database } from '../db/database';
import { ServiceError } from '../service-error';
import type { EngineHost } from '../engine-runtime/engine-host';
import type { TradingAnswer, TradingCallBus } from '../services/trading/command-bus';
import { TradingError } from '../services/trading/trading-error';
import { TradingGate, type TradingIntent } from '../services/trading/trading-gate';
import { apiKeyPermissionOf, apiKeyRouteListed, type ApiBase } from './api-key-access';
import { ApiError, ApiErrorCode, type ApiErrorCodeValue } from './envelope';
import { requestLanguage } from './language';
import { toLanguage, type Language } from '../../lib/contract/wire/language';
import { contractIdParam, describeIssues } from './route';
import { userRoute } from './user-route';

export interface TradingRouteDeps {
  sessions: SessionService;
  /** Signed API-key requests (each route's permission is listed in api-key-access.ts). */
  apiKeys: ApiKeyService;
  database: Database;
  now: () => number;
  /** The engine host once the exchange runs (undefined on processes without the engine). */
  engine: () => EngineHost | undefined;
  /** Where the per-user limits count (Redis when configured, so every process shares them). */
  limitStore: HitStore;
  /**
   * With Redis: where a process without the engine (an edge) sends its private calls, and where
   * the engine process answers them (services/trading/command-bus.ts).
   */
  bus?: TradingCallBus;
  /**
   * Filled with the call of every route that accepts API keys, as it is registered (adapters such
   * as the Binance layer, whose callers sign with a key). Session-only routes (money moving in or
   * out of the wallet) are never put here, so no adapter can reach them.
   */
  calls?: TradingCalls;
}

/**
 * A private futures call made by an adapter that translates another API to this one (the
 * Binance-compatible layer): the input as the route receives it (JSON body, or query strings for
 * GET), run exactly as the route runs it once the caller is known — the per-user limit, then here
 * (schema, gate, handler) or, on a process without the engine, on the engine process by the bus.
 */
export type TradingCall = (
  input: unknown,
  userId: number,
  language: string,
  request?: AdapterRequest,
) => Promise<unknown>;
/**
 * One request an adapter answers, however many calls it makes: its reads count once against the
 * caller's read limit (a Binance balance or a `closePosition` order reads two or three app lists
 * for the one request the client sent, which the adapter's own weight counter meters), while
 * each change counts, as each order counts on Binance.
 */
export interface AdapterRequest {
  readCounted: boolean;
}
/** The private futures routes' calls by full URL (e.g. `/api/futures/future/order/place`). */
export type TradingCalls = Map<string, TradingCall>;

/** Per user and second: orders, cancels and other changes; reads. */
export const TRADING_LIMITS = { write: 50, read: 20 } as const;

export interface TradingRouteOptions<I> {
  method?: 'GET' | 'POST';
  limit: keyof typeof TRADING_LIMITS;
  /** For calls that change money or exposure: what the gate must allow (KYC, futures, country). */
  intent?: (input: I) => TradingIntent;
  /**
   * A security change (a new withdrawal address): checked where the request arrives, which knows
   * the session, before it is run here or forwarded (see `UserRouteOptions.stepUp`).
   */
  stepUp?: Pick<StepUpService, 'require'>;
}

/** Who calls, for routes that word their answers or check the device (the wallet). */
export interface TradingCaller {
  language: Language;
  /**
   * The digest of the device credential the request carries (api/device-credential.ts); null for
   * API keys or without one.
   */
  deviceKey: string | null;
}

/**
 * What a base's private routes take and answer, by URL (api/futures-calls.ts): the input is what
 * the route's schema accepts (`z.input`), the answer what its handler returns (the contract's type).
 */
export type CallTable = Record<string, { input: unknown; answer: unknown }>;

/** A table's URLs; any URL on a base without one (v2: its routes answer no adapter). */
type UrlOf<Calls extends CallTable | null> = Calls extends CallTable
  ? keyof Calls & string
  : string;

type AnswerOf<Calls extends CallTable | null, Url> = Calls extends CallTable
  ? Url extends keyof Calls
    ? Calls[Url]['answer']
    : never
  : unknown;

/** Each type takes what the other does (the same input, however it is spelled). */
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The fields of `Answer` (at any depth, in arrays too) that `Expected` does not name; never when
 * there are none. What a handler answers beyond the contract reaches callers the contract does
 * not tell about, so it is drift as much as a missing field.
 */
type FieldsBeyond<Answer, Expected> = Answer extends readonly (infer Item)[]
  ? FieldsBeyond<Item, Extract<Expected, readonly unknown[]>[number]>
  : Answer extends object
    ? {
        [K in keyof Answer]-?: K extends keyof Extract<Expected, object>
          ? FieldsBeyond<Answer[K], Extract<Expected, object>[K]>
          : K;
      }[keyof Answer]
    : never;

/** Nothing to add when the schema takes the table's input; otherwise a field naming the mismatch. */
type InputCheck<
  Calls extends CallTable | null,
  Url,
  S extends z.core.$ZodType,
> = Calls extends CallTable
  ? Url extends keyof Calls
    ? SameType<z.input<S>, Calls[Url]['input']> extends true
      ? unknown
      : { 'the schema takes another input than the call table says': Calls[Url]['input'] }
    : unknown
  : unknown;

/** Nothing to add when the answer names no field beyond the table's; otherwise those fields. */
type AnswerCheck<Calls extends CallTable | null, Url, Answer> = Calls extends CallTable
  ? Url extends keyof Calls
    ? [FieldsBeyond<Awaited<Answer>, Calls[Url]['answer']>] extends [never]
      ? unknown
      : {
          'fields the call table does not name': FieldsBeyond<
            Awaited<Answer>,
            Calls[Url]['answer']
          >;
        }
    : unknown
  : unknown;

/**
 * Registers one private route: `(url, schema, handler(input, userId, caller), options)`. With a
 * call table (`TradingRoute<FuturesCalls>`) the URL must be one of the table's, the schema must
 * take the table's input and the handler must answer the table's answer (a promise of it or the
 * value), no field missing, none of another type and none beyond it: a route and the adapters
 * that call it (the Binance layer) cannot drift apart unnoticed. Without a table, any URL, input
 * and answer.
 */
export type TradingRoute<Calls extends CallTable | null = null> = <
  Url extends UrlOf<Calls>,
  S extends z.core.$ZodType,
  Answer extends AnswerOf<Calls, Url> | Promise<AnswerOf<Calls, Url>>,
>(
  url: Url,
  schema: S & InputCheck<Calls, Url, S>,
  handler: (
    input: z.output<S>,
    userId: number,
    caller: TradingCaller,
  ) => Answer & AnswerCheck<Calls, Url, Answer>,
  options: TradingRouteOptions<z.output<S>>,
) => void;

/** Reads: GET, the read limit. */
export const READ = { method: 'GET', limit: 'read' } as const;
/** Changes that add no exposure (leverage, modes, cancels): the gate, allowed when restricted. */
export const REDUCING = { limit: 'write', intent: (): TradingIntent => 'reduce' } as const;

/**
 * A private list's query: the contract's (lib/contract/wire/query-schemas), its contract a listed
 * one. The histories' own queries are the contract's too (api/futures-history-routes.ts).
 */
export const listQuery = zm.extend(wireListQuerySchema, { contractId: contractIdParam.optional() });

/**
 * The adapter every private futures route goes through: a session or a signed API-key request
 * with the permission `api-key-access.ts` lists for the route (401 / 403), the per-user limit
 * (429 with Retry-After) and, when the call changes money or exposure, the trading gate
 * (1034 / 1009) before the handler runs.
 *
 * On a process without the engine, with the command bus, the call goes to the engine process
 * after the session and the limit (both shared through the database and Redis): the body or query
 * as received, validated again there by the same schema, then the same gate and handler; the
 * answer comes back as the envelope the route would have answered here.
 */
export function createTradingRoute<Calls extends CallTable | null = null>(
  app: FastifyInstance,
  deps: TradingRouteDeps,
  base: ApiBase,
): TradingRoute<Calls> {
  const gate = new TradingGate(deps.database);
  const limiter = new RateLimiter(deps.now, 1, deps.limitStore);
  const { bus } = deps;
  return (url, schema, handler, options) => {
    const method = options.method ?? 'POST';
    const root = method === 'GET' ? 'query' : 'body';
    const fullUrl = `${app.prefix}${url}`;
    if (!apiKeyRouteListed(base, url)) {
      throw new Error(
        `${fullUrl}: every private trading route names its API-key permission in api/api-key-access.ts`,
      );
    }
    const run = async (input: z.output<typeof schema>, userId: number, caller: TradingCaller) => {
      if (options.intent) await gate.permit(userId, options.intent(input));
      return handler(input, userId, caller);
    };
    const consume = (userId: number) =>
      limiter.consume(
        `trade:${options.limit}:${userId}`,
        TRADING_LIMITS[options.limit],
        1000,
        `too many requests: at most ${TRADING_LIMITS[options.limit]} a second`,
      );
    const calls = apiKeyPermissionOf(base, url) === undefined ? undefined : deps.calls;
    calls?.set(fullUrl, async (raw, userId, language, request) => {
      if (options.limit !== 'read' || request === undefined) await consume(userId);
      else if (!request.readCounted) {
        await consume(userId);
        request.readCounted = true;
      }
      // An adapter's caller signs with an API key: no session, so no device id.
      const caller = { language: toLanguage(language) ?? 'en', deviceKey: null };
      if (bus && !deps.engine()) {
        return outcomeOf(await bus.forward({ url: fullUrl, userId, input: raw, ...caller }));
      }
      const parsed = z.safeParse(schema, raw ?? {});
      if (!parsed.success) {
        throw new ApiError(ApiErrorCode.badParameter, describeIssues(parsed.error, root));
      }
      return run(parsed.data, userId, caller);
    });
    bus?.register(fullUrl, async (call) => {
      const parsed = z.safeParse(schema, call.input ?? {});
      if (!parsed.success) {
        return apiFailure(400, describeIssues(parsed.error, root));
      }
      const caller = {
        language: toLanguage(call.language) ?? 'en',
        deviceKey: call.deviceKey ?? null,
      };
      return answerOf(() => run(parsed.data, call.userId, caller), app.log);
    });
    userRoute(
      app,
      deps.sessions,
      url,
      schema,
      async (input, ctx, request) => {
        await consume(ctx.userId);
        const raw: unknown = request[root] ?? {};
        const caller = { language: languageOf(request, raw), deviceKey: ctx.deviceKeyHash };
        if (bus && !deps.engine()) {
          const answer = await bus.forward({
            url: fullUrl,
            userId: ctx.userId,
            input: raw,
            ...caller,
          });
          return outcomeOf(answer);
        }
        return run(input, ctx.userId, caller);
      },
      {
        auth: 'required',
        method,
        apiKeys: { keys: deps.apiKeys, base, now: deps.now },
        ...(options.stepUp ? { stepUp: options.stepUp } : {}),
      },
    );
  };
}

/** What the route answers, as data for the bus: its result or its error's envelope. */
async function answerOf(
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<TradingAnswer> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    if (error instanceof ServiceError) {
      return {
        ok: false,
        kind: 'service',
        status: error.httpStatus,
        code: error.code,
        message: error.message,
        data: error.data,
      };
    }
    if (error instanceof ApiError) return apiFailure(error.code, error.message);
    // As the API's error handler (api/app.ts) answers it where the route runs.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return apiFailure(status, (error as Error).message);
    }
    if (status === 503) {
      log.warn({ err: error }, 'dependency unavailable');
      return apiFailure(503, 'temporarily unavailable, retry shortly');
    }
    log.error({ err: error }, 'unhandled error in a trading call from an edge process');
    return apiFailure(500, 'internal error');
  }
}

function apiFailure(status: number, message: string): TradingAnswer {
  return { ok: false, kind: 'api', status, code: status, message, data: null };
}

/** The engine process's answer, returned or thrown here as the local route would. */
function outcomeOf(answer: TradingAnswer): unknown {
  if (answer.ok) return answer.data;
  if (answer.kind === 'api') throw new ApiError(answer.status as ApiErrorCodeValue, answer.message);
  throw new TradingError(answer.code, answer.message, answer.data);
}

function languageOf(request: FastifyRequest, raw: unknown): Language {
  const lang =
    typeof raw === 'object' && raw !== null ? (raw as { lang?: unknown }).lang : undefined;
  return requestLanguage(request, typeof lang === 'string' ? toLanguage(lang) : undefined);
}
