import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password rule (spec §5): 8 to 20 characters with at least three of the four classes
 * (uppercase, lowercase, digit, special). Hashing: scrypt (memory-hard; argon2id is not in
 * Node 20's crypto and a native addon is not worth the install risk here).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export function passwordClasses(password: string): number {
  return [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    passwordClasses(password) >= 3
  );
}

/**
 * scrypt's N for new hashes: 2^15 with r = 8 is about 32 MiB and 50-130 ms of CPU per hash on
 * the 2-core machines here; raise it as hardware grows (PASSWORD_HASH_COST). A hash records its
 * own parameters, so a password is always checked at the cost it was hashed with. The API tests
 * hash at 2^10 (NODE_ENV=test only, server/config.ts): they sign up and log in thousands of
 * users, and at 2^15 the hashing alone was a large share of their CPU.
 */
export const PASSWORD_HASH_COST = 32_768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the parameters can change without a migration. */
export async function hashPassword(
  password: string,
  cost: number = PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: R, p: P });
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password at the server's cost: checked against when the account does not
 * exist, so the answer takes as long as for an account that does.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(cost: number = PASSWORD_HASH_COST): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('base64url'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}
