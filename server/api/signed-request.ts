import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLOCK_AHEAD_MS, signatureMatches, timestampProblem } from '../auth/api-key-crypto';
import { ApiKeyCode, ApiKeyError } from '../auth/api-key-errors';
import type { LiveApiKey } from '../auth/api-keys';
import { canonicalClientIp } from '../auth/ip-address';
import type { ApiKeyPermission } from '../db/schema';
import { ApiError, ApiErrorCode } from './envelope';
import { requestLanguage } from './language';
import { toLanguage, type Language } from '../../lib/contract/wire/language';
import type { SignatureReplays } from './signature-replay';

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
type SigningParam = 'timestamp' | 'recvWindow' | 'signature';

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

/** What a verified request leaves for the replay check: its signature and how long it is valid. */
export interface VerifiedSignature {
  /** Lower-case hex (the check accepts either case: both spell one signature). */
  signature: string;
  /** From this time on no server accepts the request any more (timestamp + recvWindow + 1 s). */
  expiresAt: number;
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
): VerifiedSignature {
  const url = request.url;
  const queryIndex = url.indexOf('?');
  const queryString = queryIndex === -1 ? '' : url.slice(queryIndex + 1);
  const rawBody = rawBodies.get(request);
  const form = formBodies.has(request);

  // What the signature covers: the query string without its `signature`, then the body's bytes
  // (without its `signature` when the body carries it), hashed in parts as they are.
  let signature: string | undefined;
  let signedParts: (string | Buffer)[];
  const inQuery = splitSignature(queryString);
  if (inQuery) {
    signature = inQuery.signature;
    signedParts = rawBody ? [...inQuery.signed, rawBody] : inQuery.signed;
  } else {
    signedParts = rawBody ? [queryString, rawBody] : [queryString];
    const inBody = form && rawBody ? splitSignature(rawBody) : undefined;
    if (inBody) {
      signature = inBody.signature;
      signedParts = [queryString, ...inBody.signed];
    }
  }
  if (signature === undefined) {
    throw new ApiError(
      ApiErrorCode.badParameter,
      'signature: required, hex HMAC-SHA256 of the query string and body',
    );
  }

  const timestamp = param(request, form, 'timestamp');
  if (timestamp === undefined || !/^\d{1,16}$/.test(timestamp)) {
    throw new ApiError(ApiErrorCode.badParameter, 'timestamp: required, epoch milliseconds');
  }
  const recvWindowText = param(request, form, 'recvWindow');
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

  if (!signatureMatches(key.secret, signedParts, signature)) {
    throw new ApiKeyError(ApiKeyCode.badSignature, signedRequestLanguage(request));
  }
  if (timestampProblem(Number(timestamp), recvWindow, now) !== undefined) {
    throw new ApiKeyError(ApiKeyCode.outsideRecvWindow, signedRequestLanguage(request), {
      serverTime: now,
      recvWindow,
      aheadAllowedMs: CLOCK_AHEAD_MS,
    });
  }
  if (!key.permissions.includes(required)) {
    throw new ApiKeyError(ApiKeyCode.permissionDenied, signedRequestLanguage(request), {
      required,
    });
  }

  dropSigningParams(request.query);
  if (form) dropSigningParams(request.body);
  // A later server clock (another process) still accepts it up to 1 s longer.
  return {
    signature: signature.toLowerCase(),
    expiresAt: Number(timestamp) + recvWindow + CLOCK_AHEAD_MS,
  };
}

/**
 * A signed request, checked in full before it runs: `verifySignedRequest`, then, for a request
 * that changes the account (`trade`), its signature must not have been accepted before within its
 * window (102400008): the same bytes sent again — by the client, or by anyone who saw them — run
 * once. Reads are not remembered: a repeat changes nothing, and the signature does not cover the
 * path, so a client reading two endpoints in the same millisecond signs the same
 * `timestamp=…&recvWindow=…` for both. `idempotentBy` names the parameters (client order ids)
 * with which a repeat is already harmless: a request giving one keeps its duplicate answer.
 */
export async function acceptSignedRequest(
  request: FastifyRequest,
  key: LiveApiKey,
  required: ApiKeyPermission,
  now: number,
  replays: SignatureReplays,
  idempotentBy: readonly string[] = [],
): Promise<void> {
  const verified = verifySignedRequest(request, key, required, now);
  if (required !== 'trade') return;
  if (idempotentBy.some((name) => carries(request, name))) return;
  if (!(await replays.firstUse(key.id, verified.signature, verified.expiresAt, now))) {
    throw new ApiKeyError(ApiKeyCode.replayed, signedRequestLanguage(request));
  }
}

/**
 * Whether the query or the body gives `name` a text (a client order id). One the route's schema
 * refuses (a number, an empty or malformed id) makes the request a 400 that changes nothing.
 */
function carries(request: FastifyRequest, name: string): boolean {
  for (const source of [request.query, request.body]) {
    if (typeof source !== 'object' || source === null || !Object.hasOwn(source, name)) continue;
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') return true;
  }
  return false;
}

const SIGNATURE_PREFIX = 'signature=';
const AMPERSAND = 0x26;

type ParamText = string | Buffer;

const codeAt = (text: ParamText, index: number) =>
  typeof text === 'string' ? text.charCodeAt(index) : text[index];
const slice = (text: ParamText, start: number, end?: number): ParamText =>
  typeof text === 'string' ? text.slice(start, end) : text.subarray(start, end);

/** The first parameter named `signature` at or after `from`: where it starts and its value ends. */
function nextSignature(text: ParamText, from: number): { start: number; end: number } | undefined {
  for (let at = text.indexOf(SIGNATURE_PREFIX, from); at !== -1;) {
    if (at === 0 || codeAt(text, at - 1) === AMPERSAND) {
      const amp = text.indexOf('&', at + SIGNATURE_PREFIX.length);
      return { start: at, end: amp === -1 ? text.length : amp };
    }
    at = text.indexOf(SIGNATURE_PREFIX, at + 1);
  }
  return undefined;
}

/**
 * A parameter string (a query string, or a form body's bytes) split around its `signature`
 * parameter: the signature's value, and what the signature covers — the text without that
 * parameter and one `&` beside it — as at most two slices of the text, never copied or rejoined
 * (`a&signature=x&b` → `a`, `&b`). Undefined without a `signature`; a second one is refused (400).
 */
export function splitSignature(
  text: ParamText,
): { signature: string; signed: ParamText[] } | undefined {
  const found = nextSignature(text, 0);
  if (!found) return undefined;
  if (nextSignature(text, found.end) !== undefined) {
    throw new ApiError(ApiErrorCode.badParameter, 'signature: given more than once');
  }
  const valueStart = found.start + SIGNATURE_PREFIX.length;
  const signature =
    typeof text === 'string'
      ? text.slice(valueStart, found.end)
      : text.toString('latin1', valueStart, found.end);
  const last = found.end === text.length;
  let signed: ParamText[];
  if (found.start === 0) signed = last ? [] : [slice(text, found.end + 1)];
  else {
    const before = slice(text, 0, found.start - 1);
    signed = last ? [before] : [before, slice(text, found.end)];
  }
  return { signature, signed };
}

/** A signing parameter from the query string, else from a form body; a repeated one is 400. */
function param(request: FastifyRequest, form: boolean, name: SigningParam): string | undefined {
  return paramIn(request.query, name) ?? (form ? paramIn(request.body, name) : undefined);
}

function paramIn(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null || !Object.hasOwn(source, name))
    return undefined;
  const value = (source as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  throw new ApiError(ApiErrorCode.badParameter, `${name}: given more than once`);
}

/**
 * The signing parameters taken out of the request's own query or form object (each request's,
 * built by its parser), in place.
 */
function dropSigningParams(input: unknown): void {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
  const params = input as Partial<Record<SigningParam, unknown>>;
  delete params.timestamp;
  delete params.recvWindow;
  delete params.signature;
}
