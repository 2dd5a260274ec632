import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/wire/error-codes';
import {
  apiErrorText,
  errorMessageKeys,
  selectApiMessage,
  serviceCodeFamily,
  type ApiResultEvent,
  type ErrorTranslator,
} from './api-messages';
import { NETWORK_ERROR_MESSAGE } from './envelope';

function event(overrides: Partial<ApiResultEvent>): ApiResultEvent {
  return {
    method: 'POST',
    url: '/x',
    code: 0,
    message: '',
    success: true,
    messages: 'all',
    ...overrides,
  };
}

describe('which message a call shows', () => {
  it('shows the translated success text for a POST with code 0 or 200', () => {
    expect(selectApiMessage(event({ code: 0 }))).toEqual({ tone: 'success', key: 'success' });
    expect(selectApiMessage(event({ code: 200 }))).toEqual({ tone: 'success', key: 'success' });
  });

  it('passes other codes on as errors, with the server message and the data to word them', () => {
    expect(selectApiMessage(event({ code: 1016, message: 'srv', success: false }))).toEqual({
      tone: 'error',
      code: 1016,
      fallback: 'srv',
    });
    const refused = event({ code: 4242, message: 'no', success: false, data: { min: '10' } });
    expect(selectApiMessage(refused)).toEqual({
      tone: 'error',
      code: 4242,
      fallback: 'no',
      data: { min: '10' },
    });
  });

  it('shows nothing for GET calls', () => {
    expect(selectApiMessage(event({ method: 'GET', code: 1016 }))).toBeNull();
    expect(selectApiMessage(event({ method: 'GET', code: 0 }))).toBeNull();
  });

  it('lets a call suppress all messages', () => {
    expect(selectApiMessage(event({ code: 0, messages: 'none' }))).toBeNull();
    expect(selectApiMessage(event({ code: 1016, messages: 'none' }))).toBeNull();
  });

  it('lets a call suppress only the success message', () => {
    expect(selectApiMessage(event({ code: 0, messages: 'errors-only' }))).toBeNull();
    expect(selectApiMessage(event({ code: 1009, messages: 'errors-only' }))?.tone).toBe('error');
  });
});

const languages = ['en', 'ko', 'ja', 'zh-hant'] as const;
type Messages = Record<string, Record<string, string>>;
const messages = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${l}.json`), 'utf8')) as Messages,
  ]),
) as Record<(typeof languages)[number], Messages>;

const catalogue = [
  -1, 1003, 1009, 1010, 1012, 1016, 1020, 1027, 1032, 1034, 1042, 1044, 1046, 1050, 1051, 1053,
  101010401, 101030401, 101040401, 101050401, 101060401, 101070401, 102010401, 102190401, 101010400,
  101030400, 101040501, 102020502, 102020503, 102020504, 102020704, 102020710, 102020711, 102020712,
  102020713, 102020714, 102020715, 102020716, 102020718, 102030501,
];
/** Codes of ours (not in the spec) the app words itself. */
const ours = [102900001, 102900002, 102900003, 102900004, 102900005];

describe('error code families', () => {
  const english = createTranslator({
    locale: 'en',
    messages: messages.en,
  }) as unknown as ErrorTranslator;
  const wordsOf = (code: number) => apiErrorText(english, { code, message: 'SERVER' }, 'ko');

  it.each([
    101010401, 101030401, 101040401, 101050401, 101060401, 101070401, 102010401, 102050401,
    102190401,
  ])('%i is a request timeout', (code) => {
    expect(serviceCodeFamily(code)).toBe('requestTimeout');
    expect(errorMessageKeys(code)).toEqual([String(code), 'requestTimeout']);
    expect(wordsOf(code)).toBe(messages.en.Errors?.requestTimeout);
  });

  it.each([101020400, 101090400])('%i is a failure', (code) => {
    expect(wordsOf(code)).toBe(messages.en.Errors?.requestFailed);
  });

  it('words the engine’s own failure (101010400: nothing to cancel or close) by its code', () => {
    expect(wordsOf(101010400)).toBe(messages.en.Errors?.['101010400']);
  });

  it('words an insufficient balance (101030400, the engine’s refusal) rather than a failure', () => {
    expect(wordsOf(101030400)).toBe(messages.en.Errors?.['101030400']);
  });

  it.each([102200401, 101000401, 103010401, 102010400, 1016401])(
    '%i is outside the families',
    (code) => {
      expect(serviceCodeFamily(code)).toBeNull();
    },
  );

  it('words catalogue codes by their own key, and a code without words generally', () => {
    expect(wordsOf(-1)).toBe(messages.en.Errors?.['-1']);
    expect(wordsOf(102020714)).toBe(messages.en.Errors?.['102020714']);
    expect(wordsOf(102020715)).toBe(messages.en.Errors?.['102020715']);
    expect(wordsOf(5)).toBe(messages.en.Http?.unknownError);
  });
});

describe('error catalogue translations', () => {
  it('holds our own codes in the table', () => {
    for (const code of ours) expect(ERROR_CODES).toContain(code);
  });

  it.each(languages)('%s words every catalogue code from its own messages', (language) => {
    // A word the server's data must fill in ({minValue}) is given here, as the server gives it:
    // a message that names a figure the data never carries would reach the page unformatted.
    const formattingErrors: string[] = [];
    const t = createTranslator({
      locale: language,
      messages: messages[language],
      onError: (error) => formattingErrors.push(error.message),
    });
    const translate = t as unknown as ErrorTranslator;
    for (const code of [...catalogue, ...ours]) {
      const english = messages.en.Errors?.[String(code)] ?? '';
      const data = Object.fromEntries(
        [...english.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => [name, '7']),
      );
      const words = apiErrorText(translate, { code, message: 'SERVER', data }, language);
      expect(words, `${language} ${code}`).not.toBe('SERVER');
      expect(words, `${language} ${code}`).not.toBe(messages[language].Http?.unknownError);
    }
    expect(formattingErrors).toEqual([]);
    expect(translate('Http.success').length).toBeGreaterThan(0);
  });

  it.each(['ko', 'ja', 'zh-hant'] as const)(
    '%s error texts are real translations, not English copies',
    (language) => {
      for (const namespace of ['Errors', 'Http']) {
        for (const [key, value] of Object.entries(messages.en[namespace] ?? {})) {
          expect(messages[language][namespace]?.[key], `${language} ${namespace}.${key}`).not.toBe(
            value,
          );
        }
      }
    },
  );
});

describe('the words of a failed call on a page', () => {
  const translatorFor = (language: (typeof languages)[number]) =>
    createTranslator({
      locale: language,
      messages: messages[language],
    }) as unknown as ErrorTranslator;

  it('words a code from the page’s own messages, with the figures of its data', () => {
    const failure = { code: 102600010, message: 'Your address book is full', data: { max: 20 } };
    expect(apiErrorText(translatorFor('ko'), failure, 'ko')).toBe(
      '주소록이 가득 찼습니다(최대 20개). 먼저 하나를 삭제해 주세요',
    );
    expect(apiErrorText(translatorFor('en'), failure, 'en')).toBe(
      'Your address book is full (20 addresses): delete one first',
    );
  });

  it('words the narrower reason the data names before the code', () => {
    const failure = {
      code: 1034,
      message: 'no trading permission',
      data: { reason: 'voucherKycRequired' },
    };
    expect(apiErrorText(translatorFor('ja'), failure, 'ja')).toBe(
      messages.ja.ErrorReasons?.voucherKycRequired,
    );
    const unknownReason = { ...failure, data: { reason: 'somethingElse' } };
    expect(apiErrorText(translatorFor('ja'), unknownReason, 'ja')).toBe(
      messages.ja.Errors?.['1034'],
    );
  });

  it('never shows a server’s English sentence on another language’s page', () => {
    const failure = { code: 987654321, message: 'something the server said', data: null };
    expect(apiErrorText(translatorFor('zh-hant'), failure, 'zh-hant')).toBe(
      messages['zh-hant'].Http?.unknownError,
    );
    expect(apiErrorText(translatorFor('en'), failure, 'en')).toBe('something the server said');
  });

  it('says a network error when nothing answered', () => {
    const failure = { code: -2, message: NETWORK_ERROR_MESSAGE };
    expect(apiErrorText(translatorFor('ko'), failure, 'ko')).toBe(messages.ko.Http?.networkError);
  });
});
