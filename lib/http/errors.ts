import type { ApiResponse } from './envelope';

/**
 * Why a call failed:
 * - `business`: the server answered with an envelope that is not a success
 * - `http`: a non-200 status (other than 401), turned into "Network Error" with the status as code
 * - `parse`: the body was not JSON (code 500)
 * - `timeout`: no answer within the timeout (code -1)
 * - `network`: the request never got an answer (code -2)
 * - `validation`: the envelope was a success but its data did not match the schema
 */
export type ApiErrorKind = 'business' | 'http' | 'parse' | 'timeout' | 'network' | 'validation';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly kind: ApiErrorKind;
  readonly response: ApiResponse;

  constructor(kind: ApiErrorKind, response: ApiResponse) {
    super(response.message || `Request failed with code ${response.code}`);
    this.kind = kind;
    this.code = response.code;
    this.response = response;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
