/**
 * Whether a notice page exists, for the middleware: `/notices/<digits>` passes the route table,
 * and an id the server does not know gets the translated 404 page with status 404. The answer
 * comes from the server's own detail endpoint; definite answers are remembered for 30 s.
 *
 * A server that cannot be reached (or answers anything but yes or no) counts as "exists" and is
 * not remembered: a backend hiccup must not turn real notices into 404s; the page itself then
 * copes with the missing data.
 */
import { env } from '../env';

export const NOTICE_EXISTS_TTL_MS = 30_000;
/** Entries kept at most; the oldest go first. */
export const NOTICE_EXISTS_CACHE_SIZE = 500;
/** How long the middleware waits for the server before letting the page through. */
const TIMEOUT_MS = 2_000;

interface Entry {
  exists: boolean;
  expires: number;
}

const cache = new Map<string, Entry>();

/** Forgets every remembered answer (tests). */
export function clearNoticeExistsCache(): void {
  cache.clear();
}

function remember(key: string, exists: boolean, now: number): void {
  cache.delete(key);
  cache.set(key, { exists, expires: now + NOTICE_EXISTS_TTL_MS });
  while (cache.size > NOTICE_EXISTS_CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

/** The detail endpoint's URL: the v2 base (a path, or an absolute URL) from `origin`. */
export function noticeDetailUrl(id: number, origin: string): string {
  return new URL(`${env.v2ApiBase}public/notic/detail?id=${id}&lang=en`, origin).toString();
}

export async function noticeExists(id: number, origin: string): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const key = `${origin} ${id}`;
  const now = Date.now();
  const known = cache.get(key);
  if (known && known.expires > now) return known.exists;
  if (known) cache.delete(key);

  let status: number;
  try {
    const response = await fetch(noticeDetailUrl(id, origin), {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    // The body is not needed; let the connection go.
    await response.body?.cancel().catch(() => undefined);
  } catch {
    return true;
  }
  // 200: published. 404: no such notice (or not yet published); 400: an id no notice can have.
  if (status === 200) {
    remember(key, true, Date.now());
    return true;
  }
  if (status === 404 || status === 400) {
    remember(key, false, Date.now());
    return false;
  }
  return true;
}
