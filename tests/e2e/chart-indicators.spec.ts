import { expect, test } from './test';
import { fill, languages } from './fixtures';
import { keepScreenshot } from './screenshots';
import { candleChart, openCandleChartAsNewUser } from './trading-helpers';

const [en, , ja] = [languages[0], languages[1], languages[2]];

const CHOSEN = ['ma', 'boll', 'macd'] as const;

for (const language of [en, ja]) {
  const m = language.messages;
  const ci = m.ChartIndicators;
  const switchName = (id: keyof typeof ci.names) => `${ci.names[id]} ${ci.fullNames[id]}`;
  // The legend's eye buttons, named after each indicator as the legend writes it.
  const legendNames = { ma: 'MA', boll: 'BOLL(20,2)', macd: 'MACD(12,26,9)' } as const;

  test(`a logged-in user adds MA, BOLL and MACD to the chart and finds them after a reload (${language.code})`, async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const panel = await openCandleChartAsNewUser(
      { page, context, baseURL },
      request,
      `indicators-${language.code}`,
      m,
      language.code,
    );
    await expect(panel.getByTestId('indicator-legend')).toHaveCount(0);
    await panel.getByRole('button', { name: ci.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ci.title });
    await expect(dialog).toBeVisible();
    for (const id of CHOSEN) {
      const toggle = dialog.getByRole('switch', { name: switchName(id), exact: true });
      await toggle.click();
      await expect(toggle).toBeChecked();
    }
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/configs/preferences') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: ci.apply, exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await (await saved).json()) as unknown).toMatchObject({
      code: 0,
      data: { chartIndicators: { ma: { on: true }, boll: { on: true }, macd: { on: true } } },
    });

    const legend = panel.getByTestId('indicator-legend');
    for (const id of CHOSEN) {
      await expect(
        legend.getByRole('button', { name: fill(ci.hide, { name: legendNames[id] }), exact: true }),
      ).toBeVisible({ timeout: 20_000 });
    }
    await expect(legend.getByText('MA(7)', { exact: true })).toBeVisible();

    // Kept with the account, not in this browser: after a reload they are drawn again.
    await page.reload();
    await expect(candleChart(panel, m)).toBeVisible({ timeout: 20_000 });
    for (const id of CHOSEN) {
      await expect(
        legend.getByRole('button', { name: fill(ci.hide, { name: legendNames[id] }), exact: true }),
      ).toBeVisible({ timeout: 20_000 });
    }
    expect(await page.evaluate(() => localStorage.getItem('chart:indicators'))).toBeNull();
    await keepScreenshot(page, testInfo, `chart-indicators-${language.code}-desktop.png`);

    await panel.getByRole('button', { name: ci.button, exact: true }).click();
    await expect(dialog).toBeVisible();
    for (const id of CHOSEN)
      await expect(dialog.getByRole('switch', { name: switchName(id), exact: true })).toBeChecked();
    await expect(
      dialog.getByRole('switch', { name: switchName('ema'), exact: true }),
    ).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
