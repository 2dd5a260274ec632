import { expect, test } from './test';
import { seriousViolations } from './axe';
import { fill, languages } from './fixtures';
import { fundedTrader, lastPrice, logInBrowser, ok } from './rewards-helpers';
import { buyAtMarket } from './trading-helpers';

const en = languages[0];
const zh = languages[3];

for (const language of [en, zh]) {
  const m = language.messages.CopyTrading;

  test(`a user follows a lead trader and sees the mirrored position after the leader trades (${language.code})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // The lead trader, set up through the API: verified, funded, offering their futures trading.
    const leader = await fundedTrader(request, `leader-${language.code}`, '3000', '2000');
    const nickname = `Lead${Math.random().toString(36).slice(2, 8)}`;
    await ok(
      request.post('/api/v2/follow/lead/apply', { headers: leader.headers, data: { nickname } }),
    );

    const follower = await fundedTrader(request, `follower-${language.code}`, '2000', '1000');
    await logInBrowser(context, follower, baseURL);

    await page.goto(`/${language.code}/copy-trading`);
    await expect(page.getByRole('heading', { level: 1, name: m.Page.title })).toBeVisible();
    await page.getByRole('button', { name: m.Leaderboard.sort.followers }).click();
    const name = page.getByTestId('leader-name').filter({ hasText: nickname });
    await expect(name).toBeVisible();
    await name.click();
    const profile = page.getByRole('dialog', { name: nickname });
    await expect(profile.getByTestId('leader-profile')).toBeVisible();
    await profile.getByTestId('follow-open').click();
    const form = profile.getByTestId('follow-form');
    await form.getByLabel(m.Follow.amount, { exact: true }).fill('500');
    await form.getByLabel(m.Follow.tradeCap, { exact: true }).fill('500');
    await form.getByTestId('follow-submit').click();
    await expect(profile).toBeHidden();

    await page.getByRole('tab', { name: m.Tabs.mine }).click();
    const current = page.getByTestId('current-follow');
    await expect(current).toContainText(fill(m.Mine.following, { nickname }));
    await expect(page.getByTestId('mirrored-positions')).toContainText(m.Mine.noPositions);

    // The leader opens a long of about 1 000 USDT: the follower's account (500 of the leader's
    // 2 000) copies a quarter of it.
    const price = await lastPrice(request, 1);
    const quantity = (Math.floor((1000 / price) * 1000) / 1000).toFixed(3);
    await buyAtMarket(request, leader, 1, quantity);
    const positions = page.getByTestId('mirrored-positions');
    await expect(positions).toContainText('BTC', { timeout: 30_000 });
    await expect(positions).toContainText(m.Mine.long);
    await expect(page.getByRole('table', { name: m.Mine.tradesTitle })).toContainText(
      m.Mine.actions.open,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Stopping, after the confirmation: positions closed at market, funds back to futures.
    await page.getByTestId('stop-follow').click();
    const confirm = page.getByRole('alertdialog', { name: m.Mine.stopTitle });
    await confirm.getByRole('button', { name: m.Mine.stop }).click();
    await expect(page.getByTestId('current-follow')).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText(m.Mine.none)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
}

test('a visitor sees the public leaderboard and is asked to log in for the private tabs', async ({
  page,
}) => {
  const m = en.messages.CopyTrading;
  await page.goto('/en/copy-trading');
  await expect(page.getByRole('table', { name: m.Leaderboard.title })).toBeVisible();
  await page.getByRole('tab', { name: m.Tabs.mine }).click();
  await expect(page.getByText(m.Gate.prompt)).toBeVisible();
});
