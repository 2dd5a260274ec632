/** The backend's response envelope, as the spec describes it (message may arrive as msg). */
export interface RawEnvelope {
  code?: number | string;
  message?: string;
  msg?: string;
  success?: boolean;
  data?: unknown;
}

/** The envelope after normalisation: code is a number, message is always present. */
export interface ApiResponse<T = unknown> {
  code: number;
  message: string;
  success: boolean;
  data: T | undefined;
}

/** Success when the success field is true or the code is 0 or 200. */
export function isSuccessEnvelope(envelope: {
  success?: boolean;
  code?: number | string;
}): boolean {
  if (envelope.success === true) return true;
  const code = Number(envelope.code);
  return code === 0 || code === 200;
}

export function normalizeEnvelope<T = unknown>(raw: unknown): ApiResponse<T> | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const envelope = raw as RawEnvelope;
  const code = Number(envelope.code ?? (envelope.success === true ? 0 : NaN));
  if (!Number.isFinite(code)) return null;
  return {
    code,
    message: envelope.message ?? envelope.msg ?? '',
    success: isSuccessEnvelope({ success: envelope.success, code }),
    data: envelope.data as T | undefined,
  };
}

/** Synthetic responses the client produces when the server gave none it could read. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const PARSE_ERROR_CODE = 500;
export const TIMEOUT_CODE = -1;
/** The request never reached a server (offline, DNS, refused); the spec names no code for it. */
export const CONNECTION_FAILED_CODE = -2;

export function syntheticResponse(
  code: number,
  message = NETWORK_ERROR_MESSAGE,
): ApiResponse<never> {
  return { code, message, success: false, data: undefined };
}
