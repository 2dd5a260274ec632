import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ERROR_CODE,
  ERROR_CODES,
  ERROR_REASONS,
  errorStatus,
  isErrorCode,
} from '../lib/contract/wire/error-codes';
import { LANGUAGES } from '../lib/contract/wire/language';
import en from '../messages/en.json';
import ja from '../messages/ja.json';
import ko from '../messages/ko.json';
import zhHant from '../messages/zh-hant.json';
import { AccountSecurityCode } from './auth/account-security-errors';
import { ApiKeyCode, ApiKeyError } from './auth/api-key-errors';
import { AuthCode, AuthError } from './auth/errors';
import { ApiErrorCode } from './api/envelope';
import { ErrorCode } from './engine';
import { answerMessage, errorWords } from './error-words';
import { ListingCode } from './listing/listing-service';
import { REPO_ROOT } from './repo-root';
import { FollowCode } from './services/follow/follow-errors';
import { RewardsCode } from './services/rewards/rewards-errors';
import { TradingError } from './services/trading/trading-error';
import { WalletCode } from './services/wallet/wallet-errors';

const MESSAGES = { en, ko, ja, 'zh-hant': zhHant } as const;

/** The `{name}` placeholders of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every server source file outside the tests. */
function serverSources(dir = path.join(REPO_ROOT, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the table of error codes and their words', () => {
  it('gives every code words in the four languages, with the same figures in each', () => {
    for (const code of ERROR_CODES) {
      const english = MESSAGES.en.Errors[String(code) as keyof typeof en.Errors] as
        string | undefined;
      expect(english, `Errors.${code} in en`).toBeTruthy();
      for (const language of LANGUAGES) {
        const errors: Record<string, string> = MESSAGES[language].Errors;
        const words = errors[String(code)];
        expect(words, `Errors.${code} in ${language}`).toBeTruthy();
        expect(placeholders(words ?? ''), `Errors.${code} in ${language}`).toEqual(
          placeholders(english ?? ''),
        );
        if (language !== 'en') expect(words, `Errors.${code} in ${language}`).not.toBe(english);
      }
    }
  });

  it('gives every narrower reason words in the four languages', () => {
    for (const reason of ERROR_REASONS) {
      for (const language of LANGUAGES) {
        const reasons: Record<string, string> = MESSAGES[language].ErrorReasons;
        expect(reasons[reason], `ErrorReasons.${reason} in ${language}`).toBeTruthy();
      }
    }
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGES[language].ErrorReasons).sort()).toEqual(
        [...ERROR_REASONS].sort(),
      );
    }
  });

  it('words no code the table does not hold (the client-side timeout aside)', () => {
    const clientOnly = ['-1', 'requestTimeout', 'requestFailed'];
    for (const language of LANGUAGES) {
      for (const key of Object.keys(MESSAGES[language].Errors)) {
        if (clientOnly.includes(key)) continue;
        expect(isErrorCode(Number(key)), `Errors.${key} in ${language}`).toBe(true);
      }
    }
  });

  it('holds every code the server’s error classes and routes can answer', () => {
    const named = [
      AuthCode,
      AccountSecurityCode,
      ApiKeyCode,
      ApiErrorCode,
      ListingCode,
      WalletCode,
      RewardsCode,
      FollowCode,
      ErrorCode,
    ].flatMap((codes) => Object.values(codes) as number[]);
    for (const code of named) {
      if (code === ErrorCode.Ok) continue;
      expect(isErrorCode(code), `code ${code}`).toBe(true);
    }
    // Codes written as numbers where an error is made (the Binance layer's are its own vocabulary).
    const written =
      /new (?!Binance)\w*Error\(\s*(-?\d+)|(?:refuse|sendFailure)\(reply, \d+, (\d+)/g;
    let found = 0;
    for (const file of serverSources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(written)) {
        found += 1;
        const code = Number(match[1] ?? match[2]);
        expect(isErrorCode(code), `${path.relative(REPO_ROOT, file)}: ${code}`).toBe(true);
      }
    }
    expect(found).toBeGreaterThan(3);
  });

  it('answers each code at the status of the table', () => {
    expect(new AuthError(AuthCode.unauthorized, 'x').httpStatus).toBe(401);
    expect(new AuthError(AuthCode.tooManyRequests, 'x').httpStatus).toBe(429);
    expect(new AuthError(AuthCode.wrongPassword, 'x').httpStatus).toBe(200);
    expect(new ApiKeyError(ApiKeyCode.badSignature, 'en').httpStatus).toBe(401);
    expect(new ApiKeyError(ApiKeyCode.permissionDenied, 'en').httpStatus).toBe(403);
    expect(new ApiKeyError(ApiKeyCode.tooManyKeys, 'en', { max: 30 }).httpStatus).toBe(200);
    expect(new TradingError(404, 'order not found').httpStatus).toBe(404);
    expect(errorStatus(ERROR_CODE.postOnlyWouldTake)).toBe(200);
    expect(errorStatus(123)).toBe(200);
  });
});

describe('the message of an answer in the request’s language', () => {
  const refusal = new TradingError(ErrorCode.PostOnlyWouldTake, 'the spec’s own English: detail');

  it('keeps the service’s English, with its detail, for an English request', () => {
    expect(answerMessage(refusal, 'en')).toBe('the spec’s own English: detail');
  });

  it('words the code from the table for every other language', () => {
    expect(answerMessage(refusal, 'ko')).toBe(ko.Errors['1046']);
    expect(answerMessage(refusal, 'ja')).toBe(ja.Errors['1046']);
    expect(answerMessage(refusal, 'zh-hant')).toBe(zhHant.Errors['1046']);
    const badParameter = { code: 400, message: 'price: must be a number', data: null };
    expect(answerMessage(badParameter, 'ko')).toBe(ko.Errors['400']);
  });

  it('words a narrower reason in the data, and fills the figures', () => {
    const gate = new TradingError(1034, 'no trading permission', {
      reason: 'futuresAccountRequired',
    });
    expect(answerMessage(gate, 'ja')).toBe(ja.ErrorReasons.futuresAccountRequired);
    expect(errorWords(ERROR_CODE.addressBookFull, 'zh-hant', { max: 20 })).toBe(
      '地址簿已滿（最多 20 筆），請先刪除一筆',
    );
  });

  it('says what happened where a shared code would say something else', () => {
    expect(errorWords(ERROR_CODE.belowMinimumValue, 'en', { minValue: '100' })).toBe(
      'The order value is below the minimum order value of 100 USDT',
    );
    expect(errorWords(ERROR_CODE.belowMinimumValue, 'ko', { minValue: '100' })).toBe(
      '주문 금액이 최소 주문 금액 100 USDT보다 적습니다',
    );
    const bonus = new TradingError(1034, 'one position', { reason: 'bonusOnePosition' });
    expect(answerMessage(bonus, 'zh-hant')).toBe(zhHant.ErrorReasons.bonusOnePosition);
    expect(answerMessage(bonus, 'zh-hant')).not.toBe(zhHant.Errors['1034']);
    const country = new AuthError(AuthCode.regionEmpty, 'unknown country of residence', {
      reason: 'unknownCountry',
    });
    expect(answerMessage(country, 'ja')).toBe('居住国が不明です。リストから国を選択してください');
    expect(answerMessage(country, 'en')).toBe('unknown country of residence');
  });

  it('keeps a message its service already worded, and a code outside the table', () => {
    const worded = new ApiKeyError(ApiKeyCode.tooManyKeys, 'ja', { max: 30 });
    expect(answerMessage(worded, 'ko')).toBe(worded.message);
    expect(answerMessage({ code: 987654321, message: 'other', data: null }, 'ko')).toBe('other');
  });
});
