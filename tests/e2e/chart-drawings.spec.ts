import { expect, test, type Page } from './test';
import { fill, languages } from './fixtures';
import { keepScreenshot } from './screenshots';
import { candleChart, openCandleChart, openCandleChartAsNewUser } from './trading-helpers';

const [en, , ja] = [languages[0], languages[1], languages[2]];

/** The next configs/preferences save whose drawings of BTCUSDT number `count`. */
function drawingsSaved(page: Page, count: number) {
  return page.waitForResponse(async (response) => {
    if (!response.url().endsWith('/configs/preferences') || response.request().method() !== 'POST')
      return false;
    const body = (await response.json()) as {
      code: number;
      data?: { chartDrawings?: Record<string, unknown[]> };
    };
    return body.code === 0 && (body.data?.chartDrawings?.BTCUSDT?.length ?? 0) === count;
  });
}

for (const language of [en, ja]) {
  const m = language.messages;
  const d = m.Chart.drawings;
  const horizontal = fill(d.name, { kind: d.tools.horizontal, number: 1 });
  const fibonacci = fill(d.name, { kind: d.tools.fibonacci, number: 1 });

  test(`a logged-in user draws a horizontal line and a Fibonacci retracement, finds them after a reload and deletes one with the keyboard (${language.code})`, async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const panel = await openCandleChartAsNewUser(
      { page, context, baseURL },
      request,
      `drawings-${language.code}`,
      m,
      language.code,
    );
    const chart = candleChart(panel, m);
    const tools = panel.getByRole('group', { name: d.tools.label, exact: true });
    const count = panel.getByTestId('drawing-tools');
    await expect(count).toHaveAttribute('data-count', '0');
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    // Points in the middle of the price pane, clear of the legend (top) and the price axis (right).
    const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });

    const lineTool = tools.getByRole('button', { name: d.tools.horizontal, exact: true });
    await lineTool.click();
    await expect(lineTool).toHaveAttribute('aria-pressed', 'true');
    const line = at(0.4, 0.45);
    await page.mouse.click(line.x, line.y);
    await expect(count).toHaveAttribute('data-count', '1');
    await expect(tools.getByRole('button', { name: d.tools.cursor, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const saved = drawingsSaved(page, 2);
    await tools.getByRole('button', { name: d.tools.fibonacci, exact: true }).click();
    const from = at(0.25, 0.6);
    const to = at(0.55, 0.3);
    await page.mouse.click(from.x, from.y);
    await page.mouse.click(to.x, to.y);
    await expect(count).toHaveAttribute('data-count', '2');
    // Drawn and selected: its delete button shows.
    await expect(
      tools.getByRole('button', { name: fill(d.deleteOne, { name: fibonacci }), exact: true }),
    ).toBeVisible();
    const answer = (await (await saved).json()) as {
      data: { chartDrawings: Record<string, { kind: string }[]> };
    };
    expect(answer.data.chartDrawings.BTCUSDT?.map((drawing) => drawing.kind)).toEqual([
      'horizontal',
      'fibonacci',
    ]);
    await keepScreenshot(page, testInfo, `chart-drawings-${language.code}-desktop.png`);

    // Kept with the account, not in this browser: after a reload they are drawn again.
    await page.reload();
    await expect(chart).toBeVisible({ timeout: 20_000 });
    await expect(count).toHaveAttribute('data-count', '2', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('chart:drawings'))).toBeNull();
    const listButton = tools.getByRole('button', { name: new RegExp(`^${d.listTitle}`) });
    await listButton.focus();
    await page.keyboard.press('Enter');
    const list = page.getByTestId('drawings-list');
    await expect(list.getByRole('button', { name: horizontal, exact: true })).toBeVisible();
    await expect(list.getByRole('button', { name: fibonacci, exact: true })).toBeVisible();

    // Deleted without a mouse: Tab to the horizontal line's delete button, Enter.
    const removeLine = list.getByRole('button', {
      name: fill(d.deleteOne, { name: horizontal }),
      exact: true,
    });
    const removed = drawingsSaved(page, 1);
    for (
      let i = 0;
      i < 6 && !(await removeLine.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await expect(removeLine).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('button', { name: horizontal, exact: true })).toHaveCount(0);
    await expect(count).toHaveAttribute('data-count', '1');
    await removed;

    await page.reload();
    await expect(count).toHaveAttribute('data-count', '1', { timeout: 20_000 });
    await listButton.click();
    await expect(list.getByRole('button', { name: fibonacci, exact: true })).toBeVisible();
    await expect(list.getByRole('button', { name: horizontal, exact: true })).toHaveCount(0);
  });
}

test('a visitor’s drawings stay in the browser, per contract, and Delete removes the selected one', async ({
  page,
}) => {
  const m = en.messages;
  const d = m.Chart.drawings;
  const panel = await openCandleChart(page, m, en.code);
  const chart = candleChart(panel, m);
  const tools = panel.getByRole('group', { name: d.tools.label, exact: true });
  const count = panel.getByTestId('drawing-tools');
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await tools.getByRole('button', { name: d.tools.horizontal, exact: true }).click();
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await expect(count).toHaveAttribute('data-count', '1');
  const name = fill(d.name, { kind: d.tools.horizontal, number: 1 });
  const deleteSelected = tools.getByRole('button', {
    name: fill(d.deleteOne, { name }),
    exact: true,
  });
  // Drawn and selected; Escape lets go of it, and a click on the line selects it again (at once:
  // the live price scale moves the line's height as the market moves).
  await expect(deleteSelected).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(deleteSelected).toBeHidden();
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await expect(deleteSelected).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(count).toHaveAttribute('data-count', '1', { timeout: 20_000 });
  // Another contract shows its own drawings (none yet).
  await page.goto(`/${en.code}/futures/ETHUSDT`);
  await expect(page.getByTestId('drawing-tools')).toHaveAttribute('data-count', '0', {
    timeout: 20_000,
  });
  await page.goBack();
  await expect(count).toHaveAttribute('data-count', '1', { timeout: 20_000 });

  // Picked from the list of drawings, then Delete.
  await tools.getByRole('button', { name: new RegExp(`^${d.listTitle}`) }).click();
  await page.getByTestId('drawings-list').getByRole('button', { name, exact: true }).click();
  await expect(deleteSelected).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(count).toHaveAttribute('data-count', '0');
});
