import { afterEach, beforeEach, vi } from 'vitest';

/** A success envelope as the futures API sends it. */
export function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ code: 0, success: true, message: 'ok', data }), {
    status: 200,
  });
}

/** An error envelope with its HTTP status (the insurance fund answers 503 before a balance). */
export function failure(status: number, message: string): Response {
  return new Response(JSON.stringify({ code: status, success: false, message, data: null }), {
    status,
  });
}

/**
 * For each test: the futures API answers with `answer(path, contractId, url)`. Returns the
 * requests made, cleared before each test.
 */
export function stubFuturesApi(
  answer: (path: string, contractId: number, url: URL) => Response,
): URL[] {
  const requests: URL[] = [];
  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url);
      const path = url.pathname.replace(/^\/api\/futures\//, '');
      return answer(path, Number(url.searchParams.get('contractId')), url);
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return requests;
}
