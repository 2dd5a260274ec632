import type { Language } from '../lib/contract/wire/language';
import {
  isErrorCode,
  isErrorReason,
  type ErrorCodeValue,
  type ErrorReason,
} from '../lib/contract/wire/error-codes';
import en from '../messages/en.json';
import ja from '../messages/ja.json';
import ko from '../messages/ko.json';
import zhHant from '../messages/zh-hant.json';
import { serviceText } from './service-error';

/**
 * The words of every code of lib/contract/wire/error-codes, read from the web app's own messages
 * (`Errors.<code>`, `ErrorReasons.<reason>`): the server answers a refusal in the request's
 * language with exactly the words the page would show, and a code's words live in one place.
 */
interface Words {
  Errors: Readonly<Record<string, string>>;
  ErrorReasons: Readonly<Record<string, string>>;
}

const WORDS: Record<Language, Words> = { en, ko, ja, 'zh-hant': zhHant };

/**
 * The words of `code` in `language` (or of the narrower reason `data.reason` names), `{name}`
 * filled from `data`.
 */
export function errorWords(
  code: ErrorCodeValue,
  language: Language,
  data: Readonly<Record<string, unknown>> | null = null,
): string {
  const words = WORDS[language];
  const reason = data?.reason;
  const template =
    (isErrorReason(reason) && words.ErrorReasons[reason]) || words.Errors[code] || `${code}`;
  return serviceText(template, data ?? {});
}

/** A refusal's data naming the narrower `reason` its route words it with (none: the data as is). */
export function withReason(
  data: Record<string, unknown> | null,
  reason: ErrorReason | undefined,
): Record<string, unknown> | null {
  return reason ? { ...data, reason } : data;
}

/**
 * The message an answer carries in `language`. A refusal its service already worded in a language
 * (the route's `lang`, which may differ from the header) keeps its words; English keeps the
 * service's own message (the spec's wording, with the detail a developer needs: the field of a bad
 * parameter, the contract's limit); another language gets the code's words from the table, so no
 * page and no client reads an English refusal in Korean.
 */
export function answerMessage(
  error: {
    code: number;
    message: string;
    data: Readonly<Record<string, unknown>> | null;
    language?: Language;
  },
  language: Language,
): string {
  if (error.language !== undefined || language === 'en' || !isErrorCode(error.code)) {
    return error.message;
  }
  return errorWords(error.code, language, error.data);
}
