import { createHmac } from 'node:crypto';
import { stepUp, v2, type Answer, type StepUpOwner } from './auth-client';

export { commonCode } from './auth-client';

/**
 * A client of signed API-key requests for API tests, signing as Binance's clients do:
 * signature = hex HMAC-SHA256(secret, query string + body), sent as the last query parameter
 * (or, with `signatureIn: 'body'`, as the last parameter of a form-encoded body).
 */

export interface CreatedKey {
  id: number;
  apiKey: string;
  secretKey: string;
}

export interface SignedOptions {
  method?: 'GET' | 'POST';
  /** Parameters of the query string, in order (timestamp is added unless given). */
  query?: Record<string, string | number>;
  /** A raw body sent exactly as given. */
  body?: string;
  contentType?: 'application/json' | 'application/x-www-form-urlencoded';
  /** Default: now. */
  timestamp?: number;
  recvWindow?: number;
  /** Where the signing parameters go (a form body can carry them all). Default: the query. */
  signatureIn?: 'query' | 'body';
  /** Sign with this secret instead of the key's own. */
  signWith?: string;
  headers?: Record<string, string>;
}

export interface SignedRequest {
  url: string;
  init: RequestInit;
}

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The URL and fetch options of a signed call to `path` (below the server's origin). */
export function signRequest(
  base: string,
  path: string,
  key: CreatedKey,
  options: SignedOptions = {},
): SignedRequest {
  const signing: Record<string, string> = { timestamp: String(options.timestamp ?? Date.now()) };
  if (options.recvWindow !== undefined) signing.recvWindow = String(options.recvWindow);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {}))
    query.append(name, String(value));
  let body = options.body ?? '';
  if (options.signatureIn === 'body') {
    const params = new URLSearchParams(body);
    for (const [name, value] of Object.entries(signing)) params.append(name, value);
    body = params.toString();
  } else {
    for (const [name, value] of Object.entries(signing)) query.append(name, value);
  }
  const queryString = query.toString();
  const signature = hmacHex(options.signWith ?? key.secretKey, queryString + body);
  const signed =
    options.signatureIn === 'body'
      ? { queryString, body: `${body}&signature=${signature}` }
      : { queryString: `${queryString ? `${queryString}&` : ''}signature=${signature}`, body };
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  return {
    url: `${base}${path}?${signed.queryString}`,
    init: {
      method,
      headers: {
        'x-mbx-apikey': key.apiKey,
        ...(method === 'POST' && signed.body
          ? { 'content-type': options.contentType ?? 'application/json' }
          : {}),
        ...options.headers,
      },
      body: method === 'POST' && signed.body ? signed.body : undefined,
    },
  };
}

export interface SignedAnswer {
  status: number;
  code: number;
  success: boolean;
  message: string;
  data: (Record<string, unknown> & { [key: string]: unknown }) | null;
}

export async function send(request: SignedRequest): Promise<SignedAnswer> {
  const response = await fetch(request.url, request.init);
  const parsed = (await response.json()) as Omit<SignedAnswer, 'status'>;
  return { ...parsed, status: response.status };
}

export async function signed(
  base: string,
  path: string,
  key: CreatedKey,
  options: SignedOptions = {},
): Promise<SignedAnswer> {
  return send(signRequest(base, path, key, options));
}

/** `user/apiKey/create` with a step-up of the owner's session: the raw answer. */
export async function createKeyAnswer(
  base: string,
  owner: StepUpOwner,
  settings: Record<string, unknown>,
): Promise<Answer> {
  const stepUpToken = await stepUp(base, owner);
  return v2(base)('user/apiKey/create', { ...settings, stepUpToken }, { token: owner.token });
}

/** A new key for `owner`; throws unless the server created it. */
export async function createKey(
  base: string,
  owner: StepUpOwner,
  settings: Record<string, unknown> = { label: 'test key' },
): Promise<CreatedKey> {
  const answer = await createKeyAnswer(base, owner, settings);
  if (answer.code !== 0) throw new Error(`api key not created: ${answer.raw}`);
  return answer.data as unknown as CreatedKey;
}
