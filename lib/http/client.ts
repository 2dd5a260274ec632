import type * as z from 'zod/mini';
import { reportApiResult, type ApiResultEvent, type MessagePolicy } from './api-messages';
import {
  CONNECTION_FAILED_CODE,
  NETWORK_ERROR_MESSAGE,
  PARSE_ERROR_CODE,
  TIMEOUT_CODE,
  normalizeEnvelope,
  syntheticResponse,
  type ApiResponse,
} from './envelope';
import { ApiError, type ApiErrorKind } from './errors';
import { retryDelayMs, retryPolicyFor } from './retry';

/**
 * A response schema, or a function that loads one (`() => import('./schemas').then(…)`): a
 * loader keeps the schema, and zod with it, out of the page's first-load JavaScript.
 */
export type SchemaSource<T> = z.core.$ZodType<T> | (() => Promise<z.core.$ZodType<T>>);

export type ApiBase = 'futures' | 'v2' | 'market' | 'origin';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  base: ApiBase;
  /** Relative to the base ("configs/public"), or absolute from the origin ("/api/getPublic"). */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS';
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** false: send no Authorization / exch-token even when logged in. */
  grant?: boolean;
  /** Which toast a POST result may show. Default 'all'. */
  messages?: MessagePolicy;
  /**
   * The backend treats this call as idempotent by a client request id: one is sent, and a
   * non-idempotent method may then retry once on 408, 409, 425, 429, 500, 502, 503, 504.
   */
  idempotent?: boolean;
  signal?: AbortSignal;
  /** Overrides the client's language (server-side rendering, where requests share a module). */
  language?: string;
}

export type ApiResult<T> = { ok: true; response: ApiResponse<T> } | { ok: false; error: ApiError };

export interface HttpClientConfig {
  bases: Record<ApiBase, string>;
  fetch?: typeof fetch;
  /** Per attempt. Spec: 30 s. */
  timeoutMs?: number;
  getLanguage: () => string;
  getDeviceId: () => Promise<string> | string;
  getToken: () => string | null;
  /** Called with every final response code (forced logout lives here). */
  onResponseCode?: (code: number) => void;
  /** Called with every final result (the toaster bridge listens). */
  onResult?: (event: ApiResultEvent) => void;
  sleep?: (ms: number) => Promise<void>;
  createRequestId?: () => string;
  /** Headers added to every request (the server rendering's mark, lib/http/index.ts). */
  extraHeaders?: () => Record<string, string>;
}

export const REQUEST_TIMEOUT_MS = 30_000;
export const CLIENT_TYPE = 'PC';
export const CLIENT_ID = '1';

/** Header names, shared with the bundled backend. */
export const HEADERS = {
  language: 'language',
  deviceId: 'device-id',
  clientType: 'client-type',
  clientId: 'client-id',
  authorization: 'Authorization',
  token: 'exch-token',
  requestId: 'client-request-id',
} as const;

interface Attempt<T> {
  kind: ApiErrorKind | null;
  response: ApiResponse<T>;
  /** HTTP status when one was received. */
  status?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function defaultRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The v2 user API keeps the device credential in an httpOnly cookie scoped to `/api/v2/` (set at
 * login and sign-up, read to tell a known device): the browser must store and send it, which it
 * does for same-origin requests only. The other bases need no cookie and get none.
 */
export function credentialsFor(base: ApiBase): RequestCredentials {
  return base === 'v2' ? 'same-origin' : 'omit';
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  let url: string;
  if (/^https?:\/\//.test(path)) url = path;
  else if (path.startsWith('/'))
    url = `${/^https?:\/\//.test(base) ? new URL(base).origin : ''}${path}`;
  else url = `${base.endsWith('/') ? base : `${base}/`}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const text = params.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  return url;
}

export interface HttpClient {
  request<T = unknown>(options: RequestOptions): Promise<ApiResult<T>>;
  /** Like request, but throws the ApiError and validates `data` with the schema when given. */
  fetch<T>(options: RequestOptions, schema?: SchemaSource<T>): Promise<T>;
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const sleep = config.sleep ?? defaultSleep;
  const createRequestId = config.createRequestId ?? defaultRequestId;

  async function buildHeaders(options: RequestOptions, requestId: string | undefined) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADERS.language]: options.language ?? config.getLanguage(),
      [HEADERS.deviceId]: await config.getDeviceId(),
      [HEADERS.clientType]: CLIENT_TYPE,
      [HEADERS.clientId]: CLIENT_ID,
    };
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    const token = options.grant === false ? null : config.getToken();
    if (token) {
      headers[HEADERS.authorization] = `Bearer ${token}`;
      headers[HEADERS.token] = token;
    }
    if (requestId) headers[HEADERS.requestId] = requestId;
    if (config.extraHeaders) Object.assign(headers, config.extraHeaders());
    return headers;
  }

  async function attemptOnce<T>(
    url: string,
    init: RequestInit,
    callerSignal?: AbortSignal,
  ): Promise<Attempt<T>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const fetchImpl = config.fetch ?? globalThis.fetch;
      const res = await fetchImpl(url, { ...init, signal: controller.signal });
      const text = await res.text();
      if (res.status !== 200 && res.status !== 401) {
        return { kind: 'http', status: res.status, response: syntheticResponse(res.status) };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        // A 401 without a readable body still has to end the session.
        const code = res.status === 401 ? 401 : PARSE_ERROR_CODE;
        return {
          kind: 'parse',
          status: res.status,
          response: syntheticResponse(code, 'Parse Error'),
        };
      }
      const envelope = normalizeEnvelope<T>(parsed);
      if (!envelope) {
        return {
          kind: 'parse',
          status: res.status,
          response: syntheticResponse(PARSE_ERROR_CODE, 'Parse Error'),
        };
      }
      return { kind: envelope.success ? null : 'business', status: res.status, response: envelope };
    } catch (error) {
      if (timedOut)
        return { kind: 'timeout', response: syntheticResponse(TIMEOUT_CODE, 'Request timed out') };
      if (callerSignal?.aborted) throw callerSignal.reason ?? error;
      return {
        kind: 'network',
        response: syntheticResponse(CONNECTION_FAILED_CODE, NETWORK_ERROR_MESSAGE),
      };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request<T = unknown>(options: RequestOptions): Promise<ApiResult<T>> {
    const method = (options.method ?? 'GET').toUpperCase();
    const url = buildUrl(config.bases[options.base], options.path, options.query);
    const requestId = options.idempotent ? createRequestId() : undefined;
    const headers = await buildHeaders(options, requestId);
    const init: RequestInit = {
      method,
      headers,
      credentials: credentialsFor(options.base),
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    };
    const policy = retryPolicyFor(method, requestId !== undefined);
    let attempt = 0;
    let outcome = await attemptOnce<T>(url, init, options.signal);
    while (
      outcome.status !== undefined &&
      policy.statuses.has(outcome.status) &&
      attempt < policy.limit
    ) {
      await sleep(retryDelayMs(attempt));
      attempt += 1;
      outcome = await attemptOnce<T>(url, init, options.signal);
    }
    const { response, kind } = outcome;
    config.onResponseCode?.(response.code);
    (config.onResult ?? reportApiResult)({
      method,
      url,
      code: response.code,
      message: response.message,
      success: response.success,
      messages: options.messages ?? 'all',
      data: response.data,
    });
    if (kind === null) return { ok: true, response };
    return { ok: false, error: new ApiError(kind, response) };
  }

  async function fetchData<T>(options: RequestOptions, source?: SchemaSource<T>): Promise<T> {
    // The schema and the validator load while the request is in flight.
    const validation = source
      ? Promise.all([typeof source === 'function' ? source() : source, import('./validate')])
      : undefined;
    // Not left unhandled when the request fails first (its error is the one thrown).
    validation?.catch(() => undefined);
    const result = await request<unknown>(options);
    if (!result.ok) throw result.error;
    if (!validation) return result.response.data as T;
    const [schema, { validateData }] = await validation;
    const parsed = validateData(schema, result.response.data);
    if (!parsed.success) {
      throw new ApiError('validation', {
        ...result.response,
        success: false,
        message: `Unexpected response from ${options.path}: ${parsed.message}`,
      });
    }
    return parsed.data;
  }

  return { request, fetch: fetchData };
}
