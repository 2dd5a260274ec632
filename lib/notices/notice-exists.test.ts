import { afterEach, beforeEach, vi } from 'vitest';
import {
  clearNoticeExistsCache,
  NOTICE_EXISTS_CACHE_SIZE,
  NOTICE_EXISTS_TTL_MS,
  noticeExists,
} from './notice-exists';

const ORIGIN = 'http://127.0.0.1:3000';

/** A fake server: a status per notice id (200 when published, 404 when unknown). */
let statusOf: (id: number) => number | Error;
const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const url = new URL(String(input));
  const status = statusOf(Number(url.searchParams.get('id')));
  if (status instanceof Error) throw status;
  return new Response(JSON.stringify({ code: status === 200 ? 0 : status }), { status });
});

beforeEach(() => {
  clearNoticeExistsCache();
  fetchMock.mockClear();
  statusOf = (id) => (id === 108 ? 200 : 404);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('noticeExists', () => {
  it("asks the server's notice detail endpoint under the v2 base", async () => {
    expect(await noticeExists(108, ORIGIN)).toBe(true);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/api/v2/public/notic/detail');
    expect(url.searchParams.get('id')).toBe('108');
  });

  it('says no for an id the server does not know', async () => {
    expect(await noticeExists(999999, ORIGIN)).toBe(false);
  });

  it('remembers an answer for 30 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await noticeExists(999999, ORIGIN)).toBe(false);
    statusOf = () => 200; // published meanwhile
    expect(await noticeExists(999999, ORIGIN)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(NOTICE_EXISTS_TTL_MS + 1);
    expect(await noticeExists(999999, ORIGIN)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets the page through when the server cannot be reached, and does not remember that', async () => {
    statusOf = () => new TypeError('fetch failed');
    expect(await noticeExists(999999, ORIGIN)).toBe(true);
    statusOf = () => 404;
    expect(await noticeExists(999999, ORIGIN)).toBe(false);
  });

  it('lets the page through when the server fails (5xx) or is busy', async () => {
    statusOf = () => 503;
    expect(await noticeExists(107, ORIGIN)).toBe(true);
    statusOf = () => 429;
    expect(await noticeExists(107, ORIGIN)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number of answers, forgetting the oldest first', async () => {
    for (let id = 1; id <= NOTICE_EXISTS_CACHE_SIZE + 1; id++) await noticeExists(id, ORIGIN);
    fetchMock.mockClear();
    await noticeExists(NOTICE_EXISTS_CACHE_SIZE + 1, ORIGIN);
    expect(fetchMock).not.toHaveBeenCalled();
    await noticeExists(1, ORIGIN);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses ids no notice can have without asking', async () => {
    expect(await noticeExists(0, ORIGIN)).toBe(false);
    expect(await noticeExists(1.5, ORIGIN)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
