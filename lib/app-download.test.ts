import { describe, expect, it } from 'vitest';
import { appDownloadLinks } from './app-download';

describe('app download links', () => {
  it("default to the site's own download page in the page's language", () => {
    expect(appDownloadLinks('ko', { env: { SITE_URL: 'https://exchange.example/' } })).toEqual({
      qrUrl: 'https://exchange.example/ko/download',
      iosUrl: undefined,
      androidUrl: undefined,
    });
  });

  it('use the address the visitor used when no site URL is configured', () => {
    expect(
      appDownloadLinks('en', { env: { PORT: '3999' }, requestOrigin: 'http://192.168.1.20:3999' })
        .qrUrl,
    ).toBe('http://192.168.1.20:3999/en/download');
    // SITE_URL wins over the request's host.
    expect(
      appDownloadLinks('ja', {
        env: { SITE_URL: 'https://exchange.example' },
        requestOrigin: 'http://127.0.0.1:3000',
      }).qrUrl,
    ).toBe('https://exchange.example/ja/download');
  });

  it('fall back to the local server when there is neither', () => {
    expect(appDownloadLinks('en', { env: { PORT: '4000' } }).qrUrl).toBe(
      'http://localhost:4000/en/download',
    );
    expect(appDownloadLinks('ja', { env: {} }).qrUrl).toBe('http://localhost:3000/ja/download');
  });

  it('use the configured addresses, blanks counting as unset: an unset store has no link', () => {
    const links = appDownloadLinks('en', {
      env: {
        APP_DOWNLOAD_URL: ' https://get.exchange.example/app ',
        APP_STORE_URL: 'https://apps.apple.com/app/id1',
        GOOGLE_PLAY_URL: '',
      },
    });
    expect(links).toEqual({
      qrUrl: 'https://get.exchange.example/app',
      iosUrl: 'https://apps.apple.com/app/id1',
      androidUrl: undefined,
    });
  });

  it('refuse a value that is not an http(s) URL, naming the variable', () => {
    expect(() => appDownloadLinks('en', { env: { APP_STORE_URL: 'javascript:alert(1)' } })).toThrow(
      /APP_STORE_URL/,
    );
    expect(() => appDownloadLinks('en', { env: { APP_DOWNLOAD_URL: '/download' } })).toThrow(
      /APP_DOWNLOAD_URL/,
    );
  });
});
