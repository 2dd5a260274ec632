import { describe, expect, it } from 'vitest';
import { pickMessages } from './client-messages';

describe('pickMessages', () => {
  const messages = {
    Nav: { logIn: 'Log in' },
    Auth: { Kyc: { title: 'Verify' }, Log: { title: 'Log in' } },
    Futures: { Terms: { rate: 'Rate' }, big: 'x' },
  };

  it('keeps the named namespaces and sub-namespaces only', () => {
    expect(pickMessages(messages, ['Nav', 'Auth.Kyc', 'Futures.Terms'])).toEqual({
      Nav: { logIn: 'Log in' },
      Auth: { Kyc: { title: 'Verify' } },
      Futures: { Terms: { rate: 'Rate' } },
    });
  });

  it('merges a namespace picked whole with one of its parts, and skips unknown paths', () => {
    expect(pickMessages(messages, ['Auth.Kyc', 'Auth', 'Nope.Nothing'])).toEqual({
      Auth: messages.Auth,
    });
  });
});

describe('the common bundle', () => {
  it('words every code the root toaster translates, in every language', async () => {
    const { COMMON_CLIENT_MESSAGES } = await import('./client-messages');
    const { ERROR_CODES, ERROR_REASONS } = await import('../contract/wire/error-codes');
    for (const language of ['en', 'ko', 'ja', 'zh-hant']) {
      const catalogue = (await import(`../../messages/${language}.json`)) as {
        default: Record<string, unknown>;
      };
      const common = pickMessages(
        catalogue.default as Parameters<typeof pickMessages>[0],
        COMMON_CLIENT_MESSAGES,
      );
      const errors = (common.Errors ?? {}) as Record<string, unknown>;
      for (const code of [-1, ...ERROR_CODES])
        expect(typeof errors[String(code)], `${language} Errors.${code}`).toBe('string');
      const reasons = (common.ErrorReasons ?? {}) as Record<string, unknown>;
      for (const reason of ERROR_REASONS)
        expect(typeof reasons[reason], `${language} ErrorReasons.${reason}`).toBe('string');
    }
  });
});
