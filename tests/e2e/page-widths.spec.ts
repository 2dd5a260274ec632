import { expect, test } from './test';
import { languages, WALLET_PATHS } from './fixtures';

/** Every page a visitor can open (the account and wallet pages ask a visitor to log in). */
const routes = [
  '',
  '/markets',
  '/terms',
  '/privacy',
  '/futures/BTCUSDT',
  '/futures/funding-rate',
  '/futures/fund',
  '/log-in',
  '/sign-up',
  '/forgot',
  '/account',
  '/account/api',
  '/official-verification',
  '/page-not-found',
  '/futures/info/BTCUSDT',
  '/help',
  '/help/margin-liquidation',
  '/notices',
  '/notices/108',
  '/listing-apply',
  '/download',
  // The wallet pages show a visitor the log-in prompt; tests/e2e/wallet.spec.ts checks them with
  // a logged-in user's balances at 1440, 768 and 375 px.
  ...WALLET_PATHS,
  // Rewards, referral and copy trading (a visitor: the prompt, and the public leaderboard);
  // tests/e2e/rewards.spec.ts checks them logged in at 375 px.
  '/rewards',
  '/referral',
  '/copy-trading',
];

// A phone and a portrait tablet: no page may scroll sideways at either, in any language (English
// words are the longest in the header, Korean and Japanese in the forms). Wider screens are where
// the layouts have room; the screens' own specs and the accessibility run cover 1280 px.
// Each page is loaded once per language and measured at both widths: loaded at one, then turned
// to the other (a tablet rotated, a window resized), which must reflow as well. Which width a page
// is loaded at alternates with the language, so every page is also loaded fresh at each width.
// Eight tests (a language and half of the pages each) so the workers share them out evenly.
const middle = Math.ceil(routes.length / 2);
const halves = [routes.slice(0, middle), routes.slice(middle)];

for (const [languageIndex, language] of languages.entries()) {
  for (const [half, pages] of halves.entries()) {
    test(`no page scrolls sideways at 375 or 768 px (${language.code}, pages ${half + 1} of 2)`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const wide: string[] = [];
      const measure = async (route: string, width: number, how: string) => {
        const scrollWidth = await page.evaluate(
          () =>
            // Two frames: the resize's re-render and its layout have happened.
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)),
              ),
            ),
        );
        if (scrollWidth > width)
          wide.push(`${route || '/'} at ${width} (${how}): ${scrollWidth} px`);
      };
      for (const [index, route] of pages.entries()) {
        const [first, second] = (index + half + languageIndex) % 2 === 0 ? [375, 768] : [768, 375];
        await page.setViewportSize({ width: first, height: 800 });
        await page.goto(`/${language.code}${route}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await measure(route, first, 'loaded');
        await page.setViewportSize({ width: second, height: 800 });
        await measure(route, second, 'resized');
      }
      expect(wide).toEqual([]);
    });
  }
}
