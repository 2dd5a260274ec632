import type { Language } from '../../lib/contract/wire/language';
import { ERROR_CODE, ERROR_REASON } from '../../lib/contract/wire/error-codes';
import { errorWords, withReason } from '../error-words';
import { ServiceError } from '../service-error';

/**
 * Codes of API-key management and signed requests (ours: the spec has none; documented in
 * server/docs/auth.md). A signed request that does not authenticate answers HTTP 401, one that
 * authenticates but may not do this HTTP 403; too many keys is a business answer (HTTP 200); a key
 * that is not the caller's 404. The messages are worded in the request's language: API clients
 * and the API page show them as they are.
 */
export const ApiKeyCode = {
  /** The `X-MBX-APIKEY` header names no live key (unknown, deleted or malformed). */
  invalidKey: ERROR_CODE.apiKeyInvalid,
  /** The signature is not HMAC-SHA256(secret, query string + body) of this request. */
  badSignature: ERROR_CODE.signatureMismatch,
  /** `timestamp` is more than `recvWindow` ms old, or 1 s or more ahead of the server's clock. */
  outsideRecvWindow: ERROR_CODE.outsideRecvWindow,
  /** The key lacks the permission the endpoint needs (`data.required`). */
  permissionDenied: ERROR_CODE.keyPermissionDenied,
  /** The key has an IP allow-list and the request's address is not on it (`data.ip`). */
  ipNotAllowed: ERROR_CODE.ipNotAllowed,
  /** The endpoint accepts a session only (key management, password, 2FA, KYC, …). */
  keyNotAccepted: ERROR_CODE.keyNotAccepted,
  /** The account already holds the most keys it may (`data.max`). */
  tooManyKeys: ERROR_CODE.tooManyKeys,
  /**
   * The same signed request (same key and signature) was already accepted within its recvWindow:
   * a request that changes the account runs once. Signing it again (a new timestamp) sends it anew.
   */
  replayed: ERROR_CODE.signedRequestReplayed,
  notFound: ERROR_CODE.notFound,
} as const;

export type ApiKeyCodeValue = (typeof ApiKeyCode)[keyof typeof ApiKeyCode];

export class ApiKeyError extends ServiceError {
  declare readonly code: ApiKeyCodeValue;

  /** Worded in `language` from the code table; its HTTP status is the table's (401, 403, 404). */
  constructor(
    code: ApiKeyCodeValue,
    language: Language,
    data: Record<string, string | number> | null = null,
  ) {
    const reason = code === ApiKeyCode.notFound ? ERROR_REASON.apiKeyNotFound : undefined;
    const answered = withReason(data, reason);
    super(code, errorWords(code, language, answered), answered, language);
    this.name = 'ApiKeyError';
  }
}
