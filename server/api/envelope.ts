import { ERROR_CODE } from '../../lib/contract/wire/error-codes';
/**
 * The response envelope of every API answer (spec §3): `success` is true exactly when `code` is 0.
 * Errors keep the HTTP status meaningful (400 bad parameter, 404 unknown route, 503 not available)
 * and repeat it as `code`, with a message a developer can act on.
 */
export interface Envelope<T> {
  code: number;
  message: string;
  success: boolean;
  data: T;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: 'success', success: true, data };
}

export function failure(code: number, message: string): Envelope<null> {
  return { code, message, success: false, data: null };
}

/** Error codes the API answers with; the HTTP status equals the code. */
export const ApiErrorCode = {
  badParameter: ERROR_CODE.badParameter,
  notFound: ERROR_CODE.notFound,
  methodNotAllowed: ERROR_CODE.methodNotAllowed,
  payloadTooLarge: ERROR_CODE.payloadTooLarge,
  unsupportedMediaType: ERROR_CODE.unsupportedMediaType,
  tooManyRequests: ERROR_CODE.tooManyRequests,
  internal: ERROR_CODE.internal,
  unavailable: ERROR_CODE.unavailable,
} as const;

export type ApiErrorCodeValue = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

/** Thrown by handlers and validation; the error handler turns it into an envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
