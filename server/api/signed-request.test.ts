import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope';
import { splitSignature } from './signed-request';

/** The rule as Binance states it: split on `&`, drop the `signature=` parameter, join again. */
function reference(text: string): { signature: string; signed: string } | undefined {
  const parts = text.split('&');
  const found = parts.filter((part) => part.startsWith('signature='));
  if (found.length === 0) return undefined;
  return {
    signature: (found[0] ?? '').slice('signature='.length),
    signed: parts.filter((part) => !part.startsWith('signature=')).join('&'),
  };
}

const joined = (parts: (string | Buffer)[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.toString('latin1'))).join('');

const SIG = 'ab'.repeat(32);

describe('the signed part of a parameter string', () => {
  const cases = [
    `timestamp=1&symbol=BTCUSDT&signature=${SIG}`,
    `signature=${SIG}&timestamp=1&symbol=BTCUSDT`,
    `timestamp=1&signature=${SIG}&symbol=BTCUSDT`,
    `signature=${SIG}`,
    `signature=`,
    `a=1&&signature=${SIG}&&b=2`,
    `a=1&signature=${SIG}&`,
    `&signature=${SIG}`,
    `xsignature=1&signature=${SIG}&note=my signature=mine`,
    `price=85000.1&newClientOrderId=x-signature=1&signature=${SIG}`,
    `name=caf\u00e9&signature=${SIG}&b=\u00ff`,
  ];

  it('is the text without its signature parameter, as splitting and joining would give', () => {
    for (const text of cases) {
      const expected = reference(text);
      const fromText = splitSignature(text);
      const fromBytes = splitSignature(Buffer.from(text, 'latin1'));
      expect(
        fromText && { signature: fromText.signature, signed: joined(fromText.signed) },
      ).toEqual(expected);
      expect(
        fromBytes && { signature: fromBytes.signature, signed: joined(fromBytes.signed) },
      ).toEqual(expected);
    }
  });

  it('is cut out of the bytes without copying them (slices of the body)', () => {
    const body = Buffer.from(`timestamp=1&symbol=BTCUSDT&signature=${SIG}`, 'latin1');
    const split = splitSignature(body);
    expect(split?.signed).toHaveLength(1);
    const [part] = split?.signed ?? [];
    expect(Buffer.isBuffer(part) && part.buffer === body.buffer).toBe(true);
  });

  it('finds no signature where no parameter is named signature', () => {
    for (const text of ['', 'timestamp=1', 'xsignature=1&a=2', 'a=signature=1', 'signature'])
      expect(splitSignature(text)).toBeUndefined();
  });

  it('refuses a signature given twice (400)', () => {
    for (const text of [
      `signature=${SIG}&signature=${SIG}`,
      `a=1&signature=${SIG}&b=2&signature=`,
    ]) {
      expect(() => splitSignature(text)).toThrow(ApiError);
      expect(() => splitSignature(text)).toThrow('signature: given more than once');
    }
  });
});
