import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../auth/crypto-util';

/**
 * The device credential (issue 30): a random value the server gives the browser at log-in or
 * sign-up, in an httpOnly cookie the page's scripts cannot read or choose. "A known device" (the
 * 24-hour withdrawal rule after a password or factor change) is decided from it alone; the
 * `device-id` header the spec has every client send is the client's own word and decides nothing.
 * The server keeps only its SHA-256 (on the session rows of the log-ins it made).
 *
 * The cookie's path is the v2 API, the only place that reads it; the web client sends v2
 * requests with `credentials: 'same-origin'` so the browser stores and returns it. It is never
 * an authentication: the bearer token is, so a cross-site request carrying the cookie proves
 * nothing and changes nothing.
 */
export const DEVICE_COOKIE = 'exch_device';
const DEVICE_COOKIE_PATH = '/api/v2/';
/** 400 days, the longest a browser keeps a cookie. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** 32 random bytes as base64url. */
const DEVICE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The well-formed device credential the request carries, if any. */
export function deviceCredentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (DEVICE_VALUE.test(value)) return value;
  }
  return undefined;
}

/** What the server stores and compares: never the credential itself. */
export function deviceKeyHash(credential: string): string {
  return sha256(`device:${credential}`);
}

/**
 * The request's device credential, or a new one set on the reply: called where a session is
 * opened, so every session records the device it was opened on.
 */
export function ensureDeviceCredential(request: FastifyRequest, reply: FastifyReply): string {
  const existing = deviceCredentialOf(request);
  if (existing) return deviceKeyHash(existing);
  const credential = randomBytes(32).toString('base64url');
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${credential}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`,
  );
  return deviceKeyHash(credential);
}
