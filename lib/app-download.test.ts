import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_STORE_URL, DEFAULT_GOOGLE_PLAY_URL, appDownloadLinks } from './app-download';

describe('app download links', () => {
  it("default to the site's own download page in the page's language", () => {
    expect(appDownloadLinks('ko', { SITE_URL: 'https://exchange.example/' })).toEqual({
      qrUrl: 'https://exchange.example/ko/download',
      iosUrl: DEFAULT_APP_STORE_URL,
      androidUrl: DEFAULT_GOOGLE_PLAY_URL,
    });
  });

  it('fall back to the local server when no site URL is configured', () => {
    expect(appDownloadLinks('en', { PORT: '4000' }).qrUrl).toBe(
      'http://localhost:4000/en/download',
    );
    expect(appDownloadLinks('ja', {}).qrUrl).toBe('http://localhost:3000/ja/download');
  });

  it('use the configured addresses, blanks counting as unset', () => {
    const links = appDownloadLinks('en', {
      APP_DOWNLOAD_URL: ' https://get.exchange.example/app ',
      APP_STORE_URL: 'https://apps.apple.com/app/id1',
      GOOGLE_PLAY_URL: '',
    });
    expect(links).toEqual({
      qrUrl: 'https://get.exchange.example/app',
      iosUrl: 'https://apps.apple.com/app/id1',
      androidUrl: DEFAULT_GOOGLE_PLAY_URL,
    });
  });

  it('refuse a value that is not an http(s) URL, naming the variable', () => {
    expect(() => appDownloadLinks('en', { APP_STORE_URL: 'javascript:alert(1)' })).toThrow(
      /APP_STORE_URL/,
    );
    expect(() => appDownloadLinks('en', { APP_DOWNLOAD_URL: '/download' })).toThrow(
      /APP_DOWNLOAD_URL/,
    );
  });
});
