/**
 * Which message a finished call should show, as a pure decision. The http client only reports
 * results; the edge (the toaster bridge in components/providers) translates and shows them.
 */
import { NETWORK_ERROR_MESSAGE } from './envelope';

export type MessagePolicy = 'all' | 'errors-only' | 'none';

export interface ApiResultEvent {
  method: string;
  url: string;
  code: number;
  message: string;
  success: boolean;
  messages: MessagePolicy;
  /** The envelope's data: the figures a refusal's words name, and its narrower reason. */
  data?: unknown;
}

/** A failed call as the words are chosen for it: its code, the server's message and its data. */
export interface ApiFailure {
  code: number;
  message: string;
  data?: unknown;
}

export type ApiMessage =
  | { tone: 'success'; key: 'success' }
  | { tone: 'error'; code: number; fallback: string; data?: unknown };

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

/**
 * The keys under `Errors` that may word a code, the most specific first: its own (every code of
 * lib/contract/wire/error-codes has one, and the client's timeout -1), then its family's. Which of
 * them exist is the messages' business: the table itself stays out of the page's first load.
 */
export function errorMessageKeys(code: number): string[] {
  const family = serviceCodeFamily(code);
  return family ? [String(code), family] : [String(code)];
}

/** The spec's rule: POST calls only; 0/200 → success text; others → an error, worded by `apiErrorText`. */
export function selectApiMessage(event: ApiResultEvent): ApiMessage | null {
  if (event.method.toUpperCase() !== 'POST' || event.messages === 'none') return null;
  if (event.code === 0 || event.code === 200) {
    return event.messages === 'all' ? { tone: 'success', key: 'success' } : null;
  }
  return {
    tone: 'error',
    code: event.code,
    fallback: event.message,
    ...(event.data === undefined ? {} : { data: event.data }),
  };
}

/** next-intl's translator, loosened for keys computed at run time (error codes). */
export interface ErrorTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The figures of an envelope's data that words may name: its strings and numbers. */
function figuresOf(data: unknown): Record<string, string | number> {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(
    Object.entries(data).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * The words a page shows for a failed call, from its own messages: the narrower reason the data
 * names (`ErrorReasons`), else the code's words (`Errors`, with the data's figures), else its
 * family's (a service timeout or failure), else the network error when nothing answered. The
 * server's own message is shown only on an English page: a code without words never puts an English
 * sentence on a Korean page.
 */
export function apiErrorText(t: ErrorTranslator, failure: ApiFailure, language: string): string {
  const figures = figuresOf(failure.data);
  const reason = figures.reason;
  if (typeof reason === 'string' && t.has(`ErrorReasons.${reason}`)) {
    return t(`ErrorReasons.${reason}`, figures);
  }
  const key = errorMessageKeys(failure.code).find((candidate) => t.has(`Errors.${candidate}`));
  if (key) return t(`Errors.${key}`, figures);
  if (failure.message === NETWORK_ERROR_MESSAGE) return t('Http.networkError');
  if (language === 'en' && failure.message) return failure.message;
  return t('Http.unknownError');
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
