import { base32Decode, base32Encode, matchTotp, otpauthUrl, totpAt } from './totp';

// RFC 6238 Appendix B (SHA-1): the 8-digit values' last six digits are the 6-digit codes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const vectors: [number, string][] = [
  [59, '287082'],
  [1_111_111_109, '081804'],
  [1_111_111_111, '050471'],
  [1_234_567_890, '005924'],
  [2_000_000_000, '279037'],
  [20_000_000_000, '353130'],
];

describe('TOTP as Google Authenticator computes it', () => {
  it.each(vectors)('matches the RFC 6238 vector at T=%i', (seconds, code) => {
    expect(totpAt(RFC_SECRET, Math.floor(seconds / 30))).toBe(code);
  });

  it('round-trips base32 and rejects other characters', () => {
    const bytes = Buffer.from('any secret bytes!');
    expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe(
      'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    );
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts one step of drift either way and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, step), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, step + 2), now)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, '12345', now)).toBeUndefined();
  });

  it('builds the otpauth URL the app scans', () => {
    expect(otpauthUrl('ABC', 'a@b.co', 'Exchange')).toBe(
      'otpauth://totp/Exchange%3Aa%40b.co?secret=ABC&issuer=Exchange&algorithm=SHA1&digits=6&period=30',
    );
  });
});
