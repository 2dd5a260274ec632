/**
 * Which message a finished call should show, as a pure decision. The http client only reports
 * results; the edge (the toaster bridge in components/providers) translates and shows them.
 */
export type MessagePolicy = 'all' | 'errors-only' | 'none';

export interface ApiResultEvent {
  method: string;
  url: string;
  code: number;
  message: string;
  success: boolean;
  messages: MessagePolicy;
}

export type ApiMessage =
  | { tone: 'success'; key: 'success' }
  | { tone: 'error'; code: number; key: string | null; fallback: string };

/** Every code of the spec's error catalogue (and of ours the app words) that has its own translation. */
export const TRANSLATED_CODES: readonly number[] = [
  -1, 1003, 1009, 1010, 1012, 1016, 1020, 1027, 1032, 1034, 1042, 1044, 1046, 1050, 1051, 1053,
  101030400, 101040501, 102020502, 102020503, 102020504, 102020704, 102020710, 102020711, 102020712,
  102020713, 102020714, 102020715, 102020716, 102020718, 102030501,
  // Ours: a position or margin mode change while positions or open orders exist.
  102900001,
];

const translatedCodes = new Set(TRANSLATED_CODES);

/**
 * Service-code families: nine digits, the first five the service and module (10101 to 10219),
 * the last four the outcome — 0401 request timed out, 0400 failure (only the 1010x modules).
 */
export function serviceCodeFamily(code: number): 'requestTimeout' | 'requestFailed' | null {
  if (!Number.isInteger(code) || code < 100_000_000 || code > 999_999_999) return null;
  const serviceModule = Math.floor(code / 10_000);
  const outcome = code % 10_000;
  if (outcome === 401 && serviceModule >= 10101 && serviceModule <= 10219) return 'requestTimeout';
  if (outcome === 400 && serviceModule >= 10100 && serviceModule <= 10109) return 'requestFailed';
  return null;
}

/** The key under the `Errors` namespace that translates a code, or null when none exists. */
export function errorMessageKey(code: number): string | null {
  if (translatedCodes.has(code)) return String(code);
  return serviceCodeFamily(code);
}

/** The spec's rule: POST calls only; 0/200 → success text; others → code translation or server text. */
export function selectApiMessage(event: ApiResultEvent): ApiMessage | null {
  if (event.method.toUpperCase() !== 'POST' || event.messages === 'none') return null;
  if (event.code === 0 || event.code === 200) {
    return event.messages === 'all' ? { tone: 'success', key: 'success' } : null;
  }
  return {
    tone: 'error',
    code: event.code,
    key: errorMessageKey(event.code),
    fallback: event.message,
  };
}

type Listener = (event: ApiResultEvent) => void;
const listeners = new Set<Listener>();

/** The toaster bridge listens here; the client calls `reportApiResult` after every call. */
export function onApiResult(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportApiResult(event: ApiResultEvent): void {
  for (const listener of listeners) listener(event);
}
