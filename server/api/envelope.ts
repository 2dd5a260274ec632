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
  badParameter: 400,
  notFound: 404,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
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
