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
