// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { thirdPartyScriptsOf } from '@/lib/contract/third-party-scripts';
import { ThirdPartyScripts } from './third-party-scripts';

/** What happens once the page has loaded and the browser is idle. */
async function afterLoad() {
  await act(async () => {
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const externalScripts = () =>
  [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

describe('third-party scripts', () => {
  afterEach(() => {
    for (const script of document.querySelectorAll('script[src]')) script.remove();
  });

  it('loads nothing and draws nothing by default', async () => {
    const { container } = render(<ThirdPartyScripts scripts={thirdPartyScriptsOf({})} />);
    await afterLoad();
    expect(container).toBeEmptyDOMElement();
    expect(externalScripts()).toEqual([]);
  });

  it('loads the configured messenger and analytics tag only after the page has loaded', async () => {
    render(
      <ThirdPartyScripts
        scripts={thirdPartyScriptsOf({
          SUPPORT_WIDGET_URL: 'https://widget.messenger.example/loader.js',
          ANALYTICS_URL: 'https://stats.example/script.js',
          ANALYTICS_SITE_ID: 'exchange-web',
        })}
      />,
    );
    expect(externalScripts()).toEqual([]);
    await afterLoad();
    expect(externalScripts()).toEqual(
      expect.arrayContaining([
        'https://widget.messenger.example/loader.js',
        'https://stats.example/script.js',
      ]),
    );
    const analytics = document.querySelector('script[src="https://stats.example/script.js"]');
    expect(analytics?.getAttribute('data-site-id')).toBe('exchange-web');
    expect(document.getElementById('support-widget')).toHaveClass('z-support');
  });
});
