import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLOCK_AHEAD_MS, signatureMatches, timestampProblem } from '../auth/api-key-crypto';
import { ApiKeyCode, ApiKeyError } from '../auth/api-key-errors';
import type { LiveApiKey } from '../auth/api-keys';
import { canonicalClientIp } from '../auth/ip-address';
import type { ApiKeyPermission } from '../db/schema';
import { ApiError, ApiErrorCode } from './envelope';
import { requestLanguage, toLanguage, type Language } from './language';

/**
 * Signed API-key requests, as Binance defines them: the key in the `X-MBX-APIKEY` header,
 * `timestamp` (epoch ms) and optional `recvWindow` (ms, default 5000, at most 60000) among the
 * parameters, and `signature` = hex HMAC-SHA256(secret, totalParams) where totalParams is the
 * query string exactly as sent, without its `signature` parameter, followed directly by the raw
 * request body (a JSON or form-encoded body, byte for byte). The parameters are read from the query
 * string, else from a form-encoded body (a JSON body does not carry them); `signature` may sit in
 * either and is cut out of the one it is in.
 */

/** Binance's header name: the compatible API (issue 18) builds on these keys. */
export const API_KEY_HEADER = 'x-mbx-apikey';

export const RECV_WINDOW = { default: 5000, max: 60_000 } as const;

/** The parameters of the signing scheme, removed before a route's own schema sees the input. */
const SIGNING_PARAMS = ['timestamp', 'recvWindow', 'signature'] as const;

const FORM = 'application/x-www-form-urlencoded';

/** The raw body of signed requests (their signature covers its exact bytes). */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
/** Requests whose body was form-encoded (and parsed here). */
const formBodies = new WeakSet<FastifyRequest>();

function isSigned(request: FastifyRequest): boolean {
  return request.headers[API_KEY_HEADER] !== undefined;
}

/**
 * Body parsers of the whole API: JSON as Fastify parses it (same poisoning rules), keeping the
 * raw bytes of signed requests; form-encoded bodies for signed requests only (415 for everyone
 * else, as before), with a repeated parameter refused (400) rather than guessed at.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (isSigned(request)) rawBodies.set(request, bytes);
    json(request, bytes.toString('utf8'), done);
  });
  app.addContentTypeParser(FORM, { parseAs: 'buffer' }, (request, body, done) => {
    if (!isSigned(request)) {
      done(
        new ApiError(
          ApiErrorCode.unsupportedMediaType,
          `Unsupported Media Type: ${FORM} is accepted on signed API-key requests only`,
        ),
        undefined,
      );
      return;
    }
    const bytes = body as Buffer;
    rawBodies.set(request, bytes);
    formBodies.add(request);
    const params: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(bytes.toString('utf8'))) {
      if (Object.hasOwn(params, name)) {
        done(new ApiError(ApiErrorCode.badParameter, `${name}: given more than once`), undefined);
        return;
      }
      params[name] = value;
    }
    done(null, params);
  });
}

/** The language of a signed request's refusals: `lang`, else the headers. */
export function signedRequestLanguage(request: FastifyRequest): Language {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return requestLanguage(request, typeof lang === 'string' ? toLanguage(lang) : undefined);
}

/**
 * On arrival, before the body is read: the key named by the header, refused when unknown or
 * deleted (401) or when the request's address is not on its allow-list (403). The address is the
 * one every limit and log of the server uses (`request.ip`: the connection's peer).
 */
export async function identifyKey(
  request: FastifyRequest,
  find: (apiKey: string) => Promise<LiveApiKey | undefined>,
): Promise<LiveApiKey> {
  const header = request.headers[API_KEY_HEADER];
  const key = typeof header === 'string' ? await find(header.trim()) : undefined;
  if (!key) throw new ApiKeyError(ApiKeyCode.invalidKey, signedRequestLanguage(request));
  if (key.ipAllowList.length > 0) {
    const ip = canonicalClientIp(request.ip);
    if (!key.ipAllowList.includes(ip)) {
      throw new ApiKeyError(ApiKeyCode.ipNotAllowed, signedRequestLanguage(request), { ip });
    }
  }
  return key;
}

/**
 * After the body is read: the signature over the exact bytes, the timestamp within recvWindow,
 * the permission the route needs. Then the signing parameters are taken out of the query and of a
 * form body, so the route's schema (and a call forwarded to the engine process) sees only its own.
 * Malformed signing parameters answer 400 naming them.
 */
export function verifySignedRequest(
  request: FastifyRequest,
  key: LiveApiKey,
  required: ApiKeyPermission,
  now: number,
): void {
  const language = signedRequestLanguage(request);
  const queryIndex = request.url.indexOf('?');
  const queryString = queryIndex === -1 ? '' : request.url.slice(queryIndex + 1);
  const rawBody = rawBodies.get(request) ?? Buffer.alloc(0);
  const form = formBodies.has(request);

  let signature: string | undefined;
  let signedQuery = queryString;
  let signedBody = rawBody;
  const fromQuery = withoutSignature(queryString);
  if (fromQuery.signature !== undefined) {
    signature = fromQuery.signature;
    signedQuery = fromQuery.rest;
  } else if (form) {
    // latin1 maps each byte to one character and back: the body's bytes are kept exactly.
    const fromBody = withoutSignature(rawBody.toString('latin1'));
    if (fromBody.signature !== undefined) {
      signature = fromBody.signature;
      signedBody = Buffer.from(fromBody.rest, 'latin1');
    }
  }
  if (signature === undefined) {
    throw new ApiError(
      ApiErrorCode.badParameter,
      'signature: required, hex HMAC-SHA256 of the query string and body',
    );
  }

  const timestamp = param(request, 'timestamp');
  if (timestamp === undefined || !/^\d{1,16}$/.test(timestamp)) {
    throw new ApiError(ApiErrorCode.badParameter, 'timestamp: required, epoch milliseconds');
  }
  const recvWindowText = param(request, 'recvWindow');
  const recvWindow = recvWindowText === undefined ? RECV_WINDOW.default : Number(recvWindowText);
  if (
    recvWindowText !== undefined &&
    (!/^\d{1,5}$/.test(recvWindowText) || recvWindow < 1 || recvWindow > RECV_WINDOW.max)
  ) {
    throw new ApiError(
      ApiErrorCode.badParameter,
      `recvWindow: an integer from 1 to ${RECV_WINDOW.max} (ms)`,
    );
  }

  const payload = Buffer.concat([Buffer.from(signedQuery, 'latin1'), signedBody]);
  if (!signatureMatches(key.secret, payload, signature)) {
    throw new ApiKeyError(ApiKeyCode.badSignature, language);
  }
  if (timestampProblem(Number(timestamp), recvWindow, now) !== undefined) {
    throw new ApiKeyError(ApiKeyCode.outsideRecvWindow, language, {
      serverTime: now,
      recvWindow,
      aheadAllowedMs: CLOCK_AHEAD_MS,
    });
  }
  if (!key.permissions.includes(required)) {
    throw new ApiKeyError(ApiKeyCode.permissionDenied, language, { required });
  }

  request.query = withoutSigningParams(request.query);
  if (form) request.body = withoutSigningParams(request.body);
}

/** `signature=…` cut out of a parameter string; a second one is refused. */
function withoutSignature(text: string): { signature: string | undefined; rest: string } {
  if (!text.includes('signature=')) return { signature: undefined, rest: text };
  const parts = text.split('&');
  const kept: string[] = [];
  let signature: string | undefined;
  for (const part of parts) {
    if (!part.startsWith('signature=')) {
      kept.push(part);
      continue;
    }
    if (signature !== undefined)
      throw new ApiError(ApiErrorCode.badParameter, 'signature: given more than once');
    signature = part.slice('signature='.length);
  }
  return { signature, rest: kept.join('&') };
}

/** A signing parameter from the query string, else from a form body; a repeated one is 400. */
function param(request: FastifyRequest, name: (typeof SIGNING_PARAMS)[number]): string | undefined {
  for (const source of [request.query, formBodies.has(request) ? request.body : undefined]) {
    if (typeof source !== 'object' || source === null || !Object.hasOwn(source, name)) continue;
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
    throw new ApiError(ApiErrorCode.badParameter, `${name}: given more than once`);
  }
  return undefined;
}

function withoutSigningParams(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).filter(([name]) => !(SIGNING_PARAMS as readonly string[]).includes(name)),
  );
}
