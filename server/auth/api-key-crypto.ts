import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The cryptography of API keys: random keys and secrets, the secret sealed at rest with
 * AES-256-GCM, and the request signature (hex HMAC-SHA256, as the large exchanges sign).
 */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 a byte can hold: bytes from here on would bias the draw. */
const UNBIASED_BELOW = 248;

/** `length` random letters and digits (≈ 5.95 bits each: 64 of them hold 380 bits). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (out.length === length) break;
    }
  }
  return out;
}

const SEALED_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a fresh 96-bit IV per secret. `context` is authenticated with the ciphertext
 * (associated data): a sealed secret copied into another row (another key or user) does not open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyHex: string) {
    this.key = Buffer.from(keyHex, 'hex');
    if (this.key.length !== 32) throw new Error('the API-key encryption key must be 32 bytes');
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [SEALED_VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain secret, or undefined when the text is not ours (other key, other row, altered). */
  open(sealed: string, context: string): string | undefined {
    const [version, iv, tag, body, extra] = sealed.split('.');
    if (version !== SEALED_VERSION || !iv || !tag || body === undefined || extra !== undefined)
      return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** What binds a sealed secret to its row. */
export function secretContext(userId: number, apiKey: string): string {
  return `api-key:${userId}:${apiKey}`;
}

/** A signature as sent: 64 hex digits (either case). */
export const SIGNATURE_PATTERN = /^[0-9a-fA-F]{64}$/;

/**
 * hex HMAC-SHA256(secret, payload) compared with `signature` in constant time. The payload may be
 * given in parts, hashed one after the other as if concatenated (no copy); a string part is
 * bytes as latin1 holds them (one character per byte, as Node gives a request's target).
 */
export function signatureMatches(
  secret: string,
  payload: Buffer | readonly (Buffer | string)[],
  signature: string,
): boolean {
  if (!SIGNATURE_PATTERN.test(signature)) return false;
  const hmac = createHmac('sha256', secret);
  if (Buffer.isBuffer(payload)) hmac.update(payload);
  else
    for (const part of payload) {
      if (typeof part === 'string') hmac.update(part, 'latin1');
      else hmac.update(part);
    }
  return timingSafeEqual(hmac.digest(), Buffer.from(signature, 'hex'));
}

/** How far ahead of the server's clock a request's `timestamp` may be (Binance's 1 s). */
export const CLOCK_AHEAD_MS = 1000;

/**
 * Binance's rule: a request is accepted when `timestamp < serverTime + 1000` and
 * `serverTime - timestamp <= recvWindow`. Undefined when accepted, else which side it fell off.
 */
export function timestampProblem(
  timestamp: number,
  recvWindow: number,
  now: number,
): 'ahead' | 'expired' | undefined {
  if (timestamp >= now + CLOCK_AHEAD_MS) return 'ahead';
  if (now - timestamp > recvWindow) return 'expired';
  return undefined;
}

const DEV_KEY_FILE = 'api-key-encryption.key';

/**
 * Outside production posture, without API_KEY_ENCRYPTION_KEY: a key generated on first start and
 * kept in the data folder (mode 600), so keys created in development survive restarts. It sits
 * next to the data it protects, which is why production refuses to start without the variable.
 */
export function developmentEncryptionKey(dataDir: string): { keyHex: string; created: boolean } {
  const file = path.join(dataDir, DEV_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    return { keyHex: readKey(file), created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keyHex: readKey(file), created: false };
  }
}

function readKey(file: string): string {
  const keyHex = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(keyHex)) throw new Error(`${file} does not hold a 32-byte hex key`);
  return keyHex;
}
