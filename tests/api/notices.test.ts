import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { clearNoticeExistsCache, noticeExists } from '../../lib/notices/notice-exists';
import { noticesFile } from '../../server/content/load-content';
import { notices } from '../../server/db/schema';
import {
  at,
  drivers,
  expectClientError,
  getJson,
  startTestServer,
  type TestServer,
} from './harness';
import * as shape from './schemas';

/** The notice pages' endpoints: every published notice a page at a time, and one with its text. */

const DAY = 86_400_000;
const { noticeDetail, noticePage } = shape;

const contentFile = path.resolve(import.meta.dirname, '../../server/content/data/notices.json');
const content = noticesFile.parse(JSON.parse(readFileSync(contentFile, 'utf8')));
const paragraphs = (body: string) => body.split(/\n\s*\n/).filter((p) => p.trim());

describe('the notices content file', () => {
  it('gives every notice a text of 2 to 4 paragraphs in all four languages', () => {
    for (const notice of content) {
      for (const [language, body] of Object.entries(notice.body)) {
        expect(paragraphs(body).length, `${notice.id} ${language}`).toBeGreaterThanOrEqual(2);
        expect(paragraphs(body).length, `${notice.id} ${language}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('refuses a notice without a body', () => {
    const raw = JSON.parse(readFileSync(contentFile, 'utf8')) as Record<string, unknown>[];
    const withoutBody = raw.map(({ body: _body, ...rest }) => rest);
    expect(noticesFile.safeParse(withoutBody).success).toBe(false);
  });
});

describe.each(drivers)('notice endpoints on $name', (driver) => {
  let t: TestServer;
  const future = 9_000_001;
  beforeAll(async () => {
    t = await startTestServer(driver);
    // A notice scheduled for tomorrow: not published yet, so no endpoint may show it.
    const text = { en: 'Soon', ko: '곧', ja: '近日', 'zh-hant': '即將' };
    await t.server.database.db.insert(notices).values({
      id: future,
      category: 'announcement',
      title: text,
      summary: text,
      body: text,
      linkUrl: null,
      publishedAt: new Date(Date.now() + DAY),
      pinned: true,
    });
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('answers one notice with its text in the language asked for', async () => {
    const response = await getJson(t.url, '/api/v2/public/notic/detail?id=105&lang=ko');
    expect(response.status).toBe(200);
    const notice = shape.envelope(noticeDetail).parse(response.body).data;
    const file = content.find((n) => n.id === 105);
    expect(notice).toMatchObject({
      id: 105,
      category: 'futures',
      title: file?.title.ko,
      summary: file?.summary.ko,
      body: file?.body.ko,
      linkUrl: '/futures/funding-rate',
      publishedAt: file?.publishedAt.getTime(),
      pinned: false,
    });
    expect(paragraphs(notice.body).length).toBeGreaterThanOrEqual(2);
  });

  it('takes the language from the header without a lang parameter', async () => {
    const response = await getJson(t.url, '/api/v2/public/notic/detail?id=108', {
      language: 'ja_JP',
    });
    const notice = shape.envelope(noticeDetail).parse(response.body).data;
    expect(notice.body).toBe(content.find((n) => n.id === 108)?.body.ja);
  });

  it('answers 404 for an unknown notice, as for other missing things', async () => {
    for (const id of ['999999', '9999999999']) {
      const response = await getJson(t.url, `/api/v2/public/notic/detail?id=${id}&lang=en`);
      expectClientError(response, 404, 'notice not found');
    }
  });

  it('answers 404 for a notice that is not published yet, and lists it nowhere', async () => {
    const response = await getJson(t.url, `/api/v2/public/notic/detail?id=${future}`);
    expectClientError(response, 404, 'notice not found');
    const latest = shape
      .envelope(z.array(shape.notice))
      .parse((await getJson(t.url, '/api/v2/public/notic/latest/list?size=50')).body).data;
    expect(latest.map((n) => n.id)).not.toContain(future);
    const all = shape
      .envelope(noticePage)
      .parse((await getJson(t.url, '/api/v2/public/notic/list?size=100')).body).data;
    expect(all.list.map((n) => n.id)).not.toContain(future);
  });

  it('refuses an id that is not a positive integer', async () => {
    for (const query of ['id=abc', 'id=0', 'id=1.5', '']) {
      const response = await getJson(t.url, `/api/v2/public/notic/detail?${query}`);
      expectClientError(response, 400, 'id');
    }
  });

  it('lists every published notice a page at a time: pinned first, then newest', async () => {
    const first = shape
      .envelope(noticePage)
      .parse((await getJson(t.url, '/api/v2/public/notic/list?lang=en&page=1&size=4')).body).data;
    const second = shape
      .envelope(noticePage)
      .parse((await getJson(t.url, '/api/v2/public/notic/list?lang=en&page=2&size=4')).body).data;
    expect(first).toMatchObject({ total: content.length, page: 1, size: 4 });
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(content.length - 4);
    const ids = [...first.list, ...second.list].map((n) => n.id);
    const expected = [...content]
      .sort(
        (a, b) =>
          Number(b.pinned) - Number(a.pinned) ||
          b.publishedAt.getTime() - a.publishedAt.getTime() ||
          b.id - a.id,
      )
      .map((n) => n.id);
    expect(ids).toEqual(expected);
    expect(at(first.list, 0).pinned).toBe(true);
    // The same order as the home page's latest list.
    const latest = shape
      .envelope(z.array(shape.notice))
      .parse((await getJson(t.url, '/api/v2/public/notic/latest/list?size=50')).body).data;
    expect(latest.map((n) => n.id)).toEqual(expected);
  });

  it("answers the middleware's question whether a notice page exists", async () => {
    clearNoticeExistsCache();
    expect(await noticeExists(108, t.url)).toBe(true);
    expect(await noticeExists(999999, t.url)).toBe(false);
    expect(await noticeExists(future, t.url)).toBe(false);
  });

  it('defaults to the first page of 20 and refuses pages beyond its limits', async () => {
    const page = shape
      .envelope(noticePage)
      .parse((await getJson(t.url, '/api/v2/public/notic/list')).body).data;
    expect(page).toMatchObject({ page: 1, size: 20, total: content.length });
    expectClientError(await getJson(t.url, '/api/v2/public/notic/list?size=101'), 400, 'size');
    expectClientError(await getJson(t.url, '/api/v2/public/notic/list?page=0'), 400, 'page');
    const beyond = shape
      .envelope(noticePage)
      .parse((await getJson(t.url, '/api/v2/public/notic/list?page=9&size=100')).body).data;
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(content.length);
  });
});
