import { describe, expect, it } from 'vitest';
import { localeFromTag, negotiateLocale, splitLocalePath } from './negotiate';

describe('negotiateLocale', () => {
  it('prefers a valid locale cookie over Accept-Language', () => {
    expect(negotiateLocale('ja', 'ko-KR,ko;q=0.9')).toBe('ja');
  });

  it('ignores an invalid cookie and falls back to Accept-Language', () => {
    expect(negotiateLocale('fr', 'ko-KR,ko;q=0.9,en;q=0.8')).toBe('ko');
  });

  it('honours quality values rather than order', () => {
    expect(negotiateLocale(undefined, 'en;q=0.5, ja;q=0.9')).toBe('ja');
  });

  it('maps every Chinese variant to Traditional Chinese', () => {
    expect(negotiateLocale(undefined, 'zh-TW')).toBe('zh-hant');
    expect(negotiateLocale(undefined, 'zh-CN,zh;q=0.9')).toBe('zh-hant');
    expect(localeFromTag('zh-Hant-HK')).toBe('zh-hant');
  });

  it('falls back to English when nothing matches', () => {
    expect(negotiateLocale(undefined, 'fr-FR,de;q=0.8')).toBe('en');
    expect(negotiateLocale(undefined, null)).toBe('en');
    expect(negotiateLocale(undefined, 'ko;q=0')).toBe('en');
  });
});

describe('splitLocalePath', () => {
  it('separates a known language prefix from the rest', () => {
    expect(splitLocalePath('/ko/futures/BTCUSDT')).toEqual({
      locale: 'ko',
      rest: '/futures/BTCUSDT',
    });
    expect(splitLocalePath('/zh-hant')).toEqual({ locale: 'zh-hant', rest: '/' });
  });

  it('leaves paths without a known prefix alone', () => {
    expect(splitLocalePath('/fr/futures')).toEqual({ locale: undefined, rest: '/fr/futures' });
    expect(splitLocalePath('/')).toEqual({ locale: undefined, rest: '/' });
  });
});
