import { describe, expect, it } from 'vitest';
import { checkOfficialChannel } from './site';

describe('checkOfficialChannel', () => {
  it('accepts official domains in any URL form', () => {
    expect(checkOfficialChannel('https://www.exchange.example/en/futures')?.official).toBe(true);
    expect(checkOfficialChannel('EXCHANGE.EXAMPLE')?.official).toBe(true);
  });

  it('rejects look-alike domains', () => {
    expect(checkOfficialChannel('exchange.example.co')?.official).toBe(false);
    expect(checkOfficialChannel('https://exchange-example.com')?.official).toBe(false);
  });

  it('checks e-mail addresses and social handles', () => {
    expect(checkOfficialChannel('support@exchange.example')).toMatchObject({
      kind: 'email',
      official: true,
    });
    expect(checkOfficialChannel('support@exchange-help.example')).toMatchObject({
      kind: 'email',
      official: false,
    });
    expect(checkOfficialChannel('@exchange_official')).toMatchObject({
      kind: 'handle',
      official: true,
    });
    expect(checkOfficialChannel('https://t.me/exchange_official')).toMatchObject({
      kind: 'handle',
      official: true,
    });
    expect(checkOfficialChannel('https://t.me/exchange_officiaI')).toMatchObject({
      kind: 'handle',
      official: false,
    });
  });

  it('returns nothing for empty input', () => {
    expect(checkOfficialChannel('   ')).toBeUndefined();
  });
});
