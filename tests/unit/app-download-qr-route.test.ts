import { afterEach, describe, expect, it, vi } from 'vitest';
import ja from '@/messages/ja.json';
import { darkModulesOf, darkModulesOfPath } from '@/features/app-download/testing/qr';
import { GET } from '@/app/app-download/[file]/route';

vi.mock(
  'next-intl/server',
  async () =>
    (await import('@/features/app-download/testing/server-translations')).serverTranslationsMock,
);

// The feature's server entry also carries the section, which links with the app's navigation.
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

afterEach(() => vi.unstubAllEnvs());

const get = (file: string) =>
  GET(new Request(`http://localhost/app-download/${file}`), {
    params: Promise.resolve({ file }),
  });

describe('GET /app-download/{lang}.svg', () => {
  it("draws the QR code of the language's download address as an SVG image, titled in it", async () => {
    vi.stubEnv('APP_DOWNLOAD_URL', '');
    vi.stubEnv('SITE_URL', 'https://exchange.example');
    const response = await get('ja.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`<title>${ja.AppDownload.qrTitle}</title>`);
    const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
    expect(darkModulesOfPath(path)).toEqual(darkModulesOf('https://exchange.example/ja/download'));
  });

  it('answers 404 for anything but a language of the site', async () => {
    for (const file of ['fr.svg', 'en.png', 'en', '..%2Fen.svg', 'EN.svg']) {
      expect((await get(file)).status, file).toBe(404);
    }
  });
});
