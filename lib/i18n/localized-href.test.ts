import { describe, expect, it } from 'vitest';
import { localizedHref } from './localized-href';

describe('localizedHref', () => {
  it('puts the language in front of the path, the home page without a trailing slash', () => {
    expect(localizedHref('ko', '/')).toBe('/ko');
    expect(localizedHref('en', '/futures/funding-rate')).toBe('/en/futures/funding-rate');
    expect(localizedHref('zh-hant', 'help')).toBe('/zh-hant/help');
  });

  it('keeps a fragment or a query as written', () => {
    expect(localizedHref('en', '/#markets')).toBe('/en/#markets');
    expect(localizedHref('ja', '/notices?page=2')).toBe('/ja/notices?page=2');
  });
});
