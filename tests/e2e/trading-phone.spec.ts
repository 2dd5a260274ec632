import { expect, test, type Locator, type Page } from './test';
import { fill, languages } from './fixtures';
import { keepScreenshot } from './screenshots';
import { fundedTrader, lastPrice, logInBrowser, ok } from './rewards-helpers';
import { buyAtMarket } from './trading-helpers';

// The futures screen on a 375 px phone, logged in with a position: positions are cards whose
// buttons are within the width, the order panel is a bottom sheet opened from a bar fixed at the
// bottom, and nothing scrolls sideways.

const PHONE = { width: 375, height: 812 };
const shown = languages.filter((l) => l.code === 'en' || l.code === 'ja');

/** The page is no wider than the screen (measured after the layout of the next two frames). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(
    () =>
      new Promise<{ scrollWidth: number; innerWidth: number }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            }),
          ),
        ),
      ),
  );
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Fully within the screen's width: reachable without scrolling sideways. */
async function expectWithinWidth(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
}

for (const language of shown) {
  const m = language.messages;
  const tabs = m.Futures.BottomTabs;
  const closeDialog = m.Futures.Dialogs.ClosePosition;

  test(`on a phone a position is a card that closes at market, and Buy opens the order sheet (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const user = await fundedTrader(request, `phone-${language.code}`, '2000', '1000');
    // The guided tour is rewards.spec's; this user has seen it.
    await ok(
      request.post('/api/v2/user/tour/update', {
        headers: user.headers,
        data: { status: 'skipped' },
      }),
    );
    // A long of about 500 USDT at market (the minimum order is 100 USDT).
    const price = await lastPrice(request, 1);
    const quantity = (Math.ceil((500 / price) * 1000) / 1000).toFixed(3);
    await buyAtMarket(request, user, 1, quantity);
    await logInBrowser(context, user, baseURL);
    await page.setViewportSize(PHONE);
    await page.goto(`/${language.code}/futures/BTCUSDT`);

    // The position is a card (no table) with its figures and its buttons.
    const positions = page.getByRole('list', { name: fill(tabs.positionsTab, { count: 1 }) });
    const card = positions.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('BTCUSDT');
    await expect(card).toContainText(tabs.positionSide.long);
    await expect(card).toContainText(`${quantity} BTC`);
    await expect(card.getByText(tabs.columns.liquidationPrice, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('table', { name: fill(tabs.positionsTab, { count: 1 }) }),
    ).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    const actions = card.getByRole('group');
    for (const name of [
      tabs.actions.tpsl,
      tabs.actions.closeMarket,
      tabs.actions.closeLimit,
      tabs.actions.reverse,
    ]) {
      const button = actions.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      await expectWithinWidth(button);
    }
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, `trading-cards-${language.code}-phone.png`);

    // Close at market from the card, confirmed in the dialog: the card goes, a toast says so.
    await actions.getByRole('button', { name: tabs.actions.closeMarket, exact: true }).click();
    const close = page.getByRole('dialog', { name: closeDialog.titleMarket });
    await expect(close).toContainText(`${quantity} BTC`);
    await close.getByRole('button', { name: closeDialog.submitMarket, exact: true }).click();
    await expect(close).toBeHidden();
    await expect(page.getByText(m.Http.success, { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(tabs.empty.positions)).toBeVisible();
    await expect(
      page.getByRole('tab', { name: fill(tabs.positionsTab, { count: 0 }) }),
    ).toBeVisible();

    // The bar at the bottom of the screen. A phone with a keyboard: S opens the order sheet on
    // the sell side (not the panel the layout hides), and closing it goes back to the bar.
    const bar = page.getByTestId('order-bar');
    const buy = bar.getByRole('button', { name: m.Futures.Layout.buyLong, exact: true });
    const sell = bar.getByRole('button', { name: m.Futures.Layout.sellShort, exact: true });
    await expect(buy).toBeInViewport();
    await page.keyboard.press('s');
    const sheet = page.getByRole('dialog', { name: m.Futures.OrderSheet.title });
    await expect(
      sheet.getByRole('tab', { name: m.Futures.Layout.sellShort, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(sell).toBeFocused();
    // Buy / Long opens it on the buy side.
    await buy.click();
    await expect(sheet).toBeVisible();
    await expect(
      sheet.getByRole('tab', { name: m.Futures.Layout.buyLong, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    // Its own submit button is in view (held at the sheet's foot), the other side's is not there.
    await expect(
      sheet.getByRole('button', { name: m.Futures.OrderPanel.buyLong, exact: true }),
    ).toBeInViewport();
    await expect(
      sheet.getByRole('button', { name: m.Futures.OrderPanel.sellShort, exact: true }),
    ).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(buy).toBeFocused();
    await expectNoSidewaysScroll(page);
  });
}
