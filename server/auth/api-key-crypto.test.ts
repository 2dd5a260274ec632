import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  developmentEncryptionKey,
  randomAlphanumeric,
  SecretBox,
  secretContext,
  signatureMatches,
  timestampProblem,
} from './api-key-crypto';

const KEY = randomBytes(32).toString('hex');

describe('API-key secrets at rest', () => {
  it('opens what it sealed, with the same key and the same row only', () => {
    const box = new SecretBox(KEY);
    const secret = randomAlphanumeric(64);
    const sealed = box.seal(secret, secretContext(7, 'public-key'));
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]{86}$/);
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed, secretContext(7, 'public-key'))).toBe(secret);
    // Another row (user or key), another encryption key, a changed byte: nothing opens.
    expect(box.open(sealed, secretContext(8, 'public-key'))).toBeUndefined();
    expect(box.open(sealed, secretContext(7, 'other-key'))).toBeUndefined();
    expect(
      new SecretBox(randomBytes(32).toString('hex')).open(sealed, secretContext(7, 'public-key')),
    ).toBeUndefined();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(
      box.open([version, iv, tag, flipped].join('.'), secretContext(7, 'public-key')),
    ).toBeUndefined();
    for (const text of ['', 'v2.a.b.c', 'v1.a.b', 'v1.a.b.c.d', 'not sealed'])
      expect(box.open(text, secretContext(7, 'public-key'))).toBeUndefined();
  });

  it('seals the same secret differently each time (fresh IV)', () => {
    const box = new SecretBox(KEY);
    const context = secretContext(1, 'k');
    expect(box.seal('same', context)).not.toBe(box.seal('same', context));
  });

  it('refuses an encryption key that is not 32 bytes', () => {
    expect(() => new SecretBox('ab'.repeat(16))).toThrow(/32 bytes/);
  });

  it('draws keys and secrets from letters and digits, without repeats in practice', () => {
    const drawn = Array.from({ length: 200 }, () => randomAlphanumeric(64));
    for (const text of drawn) expect(text).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every one of the 62 characters shows up over enough draws (no byte range left out).
    expect(new Set(drawn.join('')).size).toBe(62);
  });
});

describe('request signatures', () => {
  // The examples of Binance's API documentation ("SIGNED endpoint examples").
  const secret = 'NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j';
  const params =
    'symbol=LTCBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=0.1&recvWindow=5000&timestamp=1499827319559';

  it('matches Binance’s documented signature for the same parameters', () => {
    const expected = 'c8db56825ae71d6d79447849e617115f4a920fa2acdcab2b053c4b2838bd6b71';
    expect(signatureMatches(secret, Buffer.from(params), expected)).toBe(true);
    expect(signatureMatches(secret, Buffer.from(params), expected.toUpperCase())).toBe(true);
    // Query string and body are concatenated without a separator.
    const mixed =
      'symbol=LTCBTC&side=BUY&type=LIMIT&timeInForce=GTCquantity=1&price=0.1&recvWindow=5000&timestamp=1499827319559';
    expect(
      signatureMatches(
        secret,
        Buffer.from(mixed),
        '0fd168b8ddb4876a0358a8d14d0c9f3da0e9b20c5d52b2a00fcf7d1c602f9a77',
      ),
    ).toBe(true);
  });

  it('hashes a payload given in parts as the parts joined (query string, then body)', () => {
    const expected = 'c8db56825ae71d6d79447849e617115f4a920fa2acdcab2b053c4b2838bd6b71';
    const cut = params.indexOf('quantity');
    const [query, body] = [params.slice(0, cut), params.slice(cut)];
    expect(signatureMatches(secret, [query, Buffer.from(body)], expected)).toBe(true);
    expect(signatureMatches(secret, [query, body], expected)).toBe(true);
    expect(signatureMatches(secret, [body, query], expected)).toBe(false);
    expect(signatureMatches(secret, [query, '&', body], expected)).toBe(false);
  });

  it('refuses another payload, another secret or a malformed signature', () => {
    const good = 'c8db56825ae71d6d79447849e617115f4a920fa2acdcab2b053c4b2838bd6b71';
    expect(signatureMatches(secret, Buffer.from(`${params}0`), good)).toBe(false);
    expect(signatureMatches(`${secret}x`, Buffer.from(params), good)).toBe(false);
    for (const signature of ['', good.slice(1), `${good}00`, `${good.slice(2)}zz`])
      expect(signatureMatches(secret, Buffer.from(params), signature)).toBe(false);
  });

  it('accepts a timestamp up to recvWindow old and less than 1 s ahead (Binance’s rule)', () => {
    const now = 1_800_000_000_000;
    expect(timestampProblem(now, 5000, now)).toBeUndefined();
    expect(timestampProblem(now - 5000, 5000, now)).toBeUndefined();
    expect(timestampProblem(now - 5001, 5000, now)).toBe('expired');
    expect(timestampProblem(now + 999, 5000, now)).toBeUndefined();
    expect(timestampProblem(now + 1000, 5000, now)).toBe('ahead');
    expect(timestampProblem(now - 60_000, 60_000, now)).toBeUndefined();
  });
});

describe('the development encryption key', () => {
  it('is made once in the data folder, readable by the owner only, and kept across starts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'exch-key-'));
    try {
      const dataDir = path.join(dir, 'data');
      const first = developmentEncryptionKey(dataDir);
      expect(first.created).toBe(true);
      expect(first.keyHex).toMatch(/^[0-9a-f]{64}$/);
      const file = path.join(dataDir, 'api-key-encryption.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(first.keyHex);
      expect(developmentEncryptionKey(dataDir)).toEqual({ keyHex: first.keyHex, created: false });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
