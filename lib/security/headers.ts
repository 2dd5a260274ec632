/**
 * Response headers every answer of the web app carries (the page CSP, with its per-request nonce
 * or script hashes, is set separately). Shared by next.config.ts and the server's static files.
 */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
