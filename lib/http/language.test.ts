// @vitest-environment jsdom
import { afterEach, beforeEach, vi } from 'vitest';

async function freshHttp() {
  vi.resetModules();
  return import('./index');
}

beforeEach(() => {
  document.documentElement.lang = '';
});

afterEach(() => {
  document.documentElement.lang = '';
});

describe('request language', () => {
  it('is the language the server rendered the page in before the app chooses one', async () => {
    document.documentElement.lang = 'zh-Hant';
    const { getApiLanguage } = await freshHttp();
    expect(getApiLanguage()).toBe('zh_CN');
  });

  it('follows the route locale once the app sets it', async () => {
    document.documentElement.lang = 'ja';
    const { getApiLanguage, setApiLanguage } = await freshHttp();
    setApiLanguage('ko');
    expect(getApiLanguage()).toBe('ko_KR');
  });

  it('falls back to English for a page without a known language', async () => {
    const { getApiLanguage } = await freshHttp();
    expect(getApiLanguage()).toBe('en_US');
  });
});
