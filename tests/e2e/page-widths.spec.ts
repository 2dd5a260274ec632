import { expect, test } from '@playwright/test';
import { languages } from './fixtures';

/** Every page a visitor can open (the account and wallet pages ask a visitor to log in). */
const routes = [
  '',
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
  '/assets',
  '/assets/spot',
  '/assets/futures',
  '/assets/transfer',
  '/assets/deposit',
  '/assets/withdraw',
  '/assets/history',
  '/orders',
  '/fees',
  // Rewards, referral and copy trading (a visitor: the prompt, and the public leaderboard);
  // tests/e2e/rewards.spec.ts checks them logged in at 375 px.
  '/rewards',
  '/referral',
  '/copy-trading',
];

// A phone and a portrait tablet: no page may scroll sideways at either, in any language (English
// words are the longest in the header, Korean and Japanese in the forms). Wider screens are where
// the layouts have room; the screens' own specs and the accessibility run cover 1280 px.
// One test per language and width (eight of about a minute each, not four of two): the workers
// share them out evenly and none is left running alone at the end.
for (const language of languages) {
  for (const width of [375, 768]) {
    test(`no page scrolls sideways at ${width} px (${language.code})`, async ({ page }) => {
      test.setTimeout(240_000);
      const wide: string[] = [];
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        await page.goto(`/${language.code}${route}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${route || '/'} at ${width}: ${scrollWidth} px`);
      }
      expect(wide).toEqual([]);
    });
  }
}
