import { describe, expect, it } from 'vitest';
import { buildPageMetadata, canonicalPath, languageAlternates, resolveSiteOrigin } from './seo';

describe('canonicalPath', () => {
  it('drops the query and trailing slash', () => {
    expect(canonicalPath('ko', '/futures/BTCUSDT/?tab=1')).toBe('/ko/futures/BTCUSDT');
    expect(canonicalPath('en', '/')).toBe('/en');
  });
});

describe('languageAlternates', () => {
  it('has one entry per language plus x-default pointing at English', () => {
    expect(languageAlternates('/log-in')).toEqual({
      en: '/en/log-in',
      ko: '/ko/log-in',
      ja: '/ja/log-in',
      'zh-Hant': '/zh-hant/log-in',
      'x-default': '/en/log-in',
    });
  });
});

describe('buildPageMetadata', () => {
  it('sets the canonical from the current language path', () => {
    const metadata = buildPageMetadata({
      locale: 'ja',
      path: '/futures/ETHUSDT',
      title: 't',
      siteName: 's',
    });
    expect(metadata.alternates?.canonical).toBe('/ja/futures/ETHUSDT');
  });
});

describe('resolveSiteOrigin', () => {
  it('prefers the configured site URL, else the request host', () => {
    expect(resolveSiteOrigin('https://exchange.example', 'localhost:3000', 'http').origin).toBe(
      'https://exchange.example',
    );
    expect(resolveSiteOrigin(undefined, 'a.test:8080', 'https').origin).toBe('https://a.test:8080');
  });
});
