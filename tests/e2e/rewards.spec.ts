import { expect, test, type Page } from './test';
import { IntlMessageFormat } from 'intl-messageformat';
import { seriousViolations } from './axe';
import { fill, languages } from './fixtures';
import { lastPrice, logInBrowser, newUser, ok, verifyAndOpenFutures } from './rewards-helpers';

const en = languages[0];
const zh = languages[3];

async function noSidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const language of [en, zh]) {
  const m = language.messages;
  const tour = m.Tour;
  const r = m.Rewards;

  test(`a new user completes the tour, earns a KYC voucher, uses it, trades it from the order panel and sees the bonus position's 24-hour countdown (${language.code})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const user = await newUser(request, `rewards-${language.code}`);
    await logInBrowser(context, user, baseURL);

    // 1. The tour shows once on the futures screen, pointing at the real controls.
    await page.goto(`/${language.code}/futures/BTCUSDT`);
    const card = page.getByRole('dialog', { name: tour.steps.choose.title });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('tour-highlight')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const steps = ['choose', 'bonusFund', 'leverage', 'kyc', 'trialFunds'] as const;
    for (const [index, key] of steps.entries()) {
      const dialog = page.getByRole('dialog', { name: tour.steps[key].title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(fill(tour.progress, { step: index + 1, steps: 5 }));
      if (index < steps.length - 1) {
        await dialog.getByRole('button', { name: tour.next, exact: true }).click();
      } else if (language.code === 'en') {
        await expect(dialog.getByRole('button', { name: tour.switchToBonus })).toBeVisible();
        await dialog.getByRole('button', { name: tour.complete, exact: true }).click();
      } else {
        // No voucher used yet: 'switch to bonus account' opens the vouchers.
        await dialog.getByRole('button', { name: tour.switchToBonus }).click();
        await expect(page).toHaveURL(new RegExp(`/${language.code}/rewards#vouchers$`));
        await page.goto(`/${language.code}/futures/BTCUSDT`);
      }
    }
    await expect(page.getByTestId('guided-tour')).toBeHidden();
    await expect
      .poll(
        async () =>
          (
            await ok<{ status: string }>(
              request.get('/api/v2/user/tour', { headers: user.headers }),
            )
          ).status,
      )
      .toBe('completed');
    // Shown once: not again on the next visit.
    await page.reload();
    await expect(page.getByTestId('futures-screen')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('guided-tour')).toBeHidden();

    // 2. KYC level 1 (approved at once on the e2e server) earns the 150 USDT voucher.
    await verifyAndOpenFutures(request, user);
    await page.goto(`/${language.code}/rewards`);
    await expect(page.getByRole('heading', { level: 1, name: r.Page.title })).toBeVisible();
    await expect(page.getByTestId('reward-task-kycLevel1')).toHaveAttribute(
      'data-completed',
      'true',
      {
        timeout: 30_000,
      },
    );
    const voucher = page
      .getByTestId('voucher')
      .filter({ hasText: '150' })
      .and(page.locator('[data-state="available"]'));
    await expect(voucher).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // 3. Selected, then used after the confirmation: the bonus account holds the trial fund.
    await expect(page.getByTestId('use-voucher')).toBeDisabled();
    await voucher.click();
    await page.getByTestId('use-voucher').click();
    const confirm = page.getByRole('dialog', { name: r.Use.title });
    await expect(confirm).toContainText(r.Rules.autoClose24h);
    await confirm.getByTestId('confirm-use-voucher').click();
    await expect(page.getByTestId('voucher-used')).toBeVisible();
    await expect(page.getByRole('link', { name: r.Use.trade })).toBeVisible();
    await page.getByTestId('voucher-used').getByRole('button', { name: r.Use.close }).click();
    await expect(page.getByTestId('bonus-trial-fund')).toHaveText(/^150\s*USDT$/);
    await expect(page.getByTestId('grants-used')).toContainText('150');

    // 4. On the futures screen the order panel offers the bonus account: chosen there (Traditional
    // Chinese) or by the tour's 'switch to bonus account' (English), it trades cross and one-way
    // only, within the voucher's 20x.
    const op = m.Futures.OrderPanel;
    const tabs = m.Futures.BottomTabs;
    await page.goto(`/${language.code}/futures/BTCUSDT`);
    const panel = page.getByRole('region', { name: m.Futures.Layout.orderPanel });
    const accounts = panel.getByRole('tablist', { name: op.account.label });
    const bonusTab = accounts.getByRole('tab', { name: op.account.bonus, exact: true });
    await expect(accounts.getByRole('tab', { name: op.account.main, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 20_000 },
    );
    if (language.code === 'en') {
      await panel.getByRole('button', { name: op.settings }).click();
      await page.getByTestId('reopen-tour').click();
      for (const key of ['choose', 'bonusFund', 'leverage', 'kyc'] as const) {
        const dialog = page.getByRole('dialog', { name: tour.steps[key].title });
        // The bonus-fund step points at the account selector.
        if (key === 'bonusFund') {
          await expect
            .poll(async () => {
              const selector = await panel.getByTestId('order-account').boundingBox();
              const box = await page.getByTestId('tour-highlight').boundingBox();
              return Math.abs((box?.y ?? 0) + 6 - (selector?.y ?? -100));
            })
            .toBeLessThan(2);
        }
        await dialog.getByRole('button', { name: tour.next, exact: true }).click();
      }
      await page
        .getByRole('dialog', { name: tour.steps.trialFunds.title })
        .getByRole('button', { name: tour.switchToBonus })
        .click();
      await expect(page.getByTestId('guided-tour')).toBeHidden();
      await expect(bonusTab).toBeFocused();
    } else {
      await bonusTab.click();
    }
    await expect(bonusTab).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('bonus-rules')).toHaveText(
      fill(op.account.rulesWithLeverage, { max: 20 }),
    );
    await expect(panel.getByText(op.account.availableBonus)).toBeVisible();
    await expect(panel.getByTestId('order-available')).toHaveText(/^150\.00\s*USDT$/);
    await expect(
      panel.getByRole('button', {
        name: fill(op.marginMode.fixed, { mode: op.marginMode.cross }),
      }),
    ).toBeDisabled();
    await expect(
      panel.getByRole('button', {
        name: fill(op.positionMode.fixed, { mode: op.positionMode.oneWay }),
      }),
    ).toBeDisabled();
    await expect(
      panel.getByRole('button', { name: fill(op.leverageLabel, { leverage: 20 }) }),
    ).toBeVisible();

    // A market buy of about 1 000 USDT on the bonus account, confirmed with its account named.
    const price = await lastPrice(request, 1);
    const quantity = Math.max(0.001, Math.floor((1000 / price) * 1000) / 1000).toFixed(3);
    await panel.getByRole('tab', { name: op.tabs.market }).click();
    await panel.getByLabel(op.quantity, { exact: true }).fill(quantity);
    await panel.getByRole('button', { name: op.buyLong, exact: true }).click();
    const confirmOrder = page.getByRole('alertdialog', {
      name: new RegExp(`^${m.Futures.Dialogs.OrderConfirm.title}`),
    });
    await expect(confirmOrder).toContainText(op.account.bonus);
    await confirmOrder
      .getByRole('button', { name: m.Futures.Dialogs.OrderConfirm.confirm })
      .click();
    await expect(confirmOrder).toBeHidden();
    await expect(page.getByText(op.result.filled).first()).toBeVisible();
    const placed = await ok<{ list: { accountType: number; size: string }[] }>(
      request.get('/api/futures/future/position/list?accountType=10', { headers: user.headers }),
    );
    expect(placed.list.map((p) => [p.accountType, Number(p.size)])).toEqual([
      [10, Number(quantity)],
    ]);

    // The position's row names the bonus account and counts down to its automatic close 24 hours
    // after it opened.
    await page.getByRole('tab', { name: fill(tabs.positionsTab, { count: 1 }) }).click();
    const positions = page.getByRole('tabpanel', { name: fill(tabs.positionsTab, { count: 1 }) });
    const row = positions.getByRole('row').filter({ hasText: tabs.account.bonus });
    await expect(row).toHaveCount(1);
    const countdown = row.getByTestId('position-auto-close');
    await expect(countdown).toContainText(tabs.autoClose.label);
    await expect(countdown.locator('time')).toHaveText(/^(23:5\d|24:00):\d\d$/);
    const first = await countdown.locator('time').textContent();
    await expect.poll(() => countdown.locator('time').textContent()).not.toBe(first);
    expect(await seriousViolations(page)).toEqual([]);

    // The rewards page's bonus account counts down to the same close.
    await page.goto(`/${language.code}/rewards`);
    const summary = page.getByTestId('bonus-auto-close-countdown');
    await expect(summary).toContainText(r.Bonus.autoCloseIn);
    await expect(summary.locator('time')).toHaveText(/^(23:5\d|24:00):\d\d$/);

    // The page fits a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
  });
}

test('the tour is keyboard-operable: Escape skips it, and the preferences show it again', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const m = en.messages;
  const user = await newUser(request, 'tour-keys');
  await logInBrowser(context, user, baseURL);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/futures/BTCUSDT');
  const first = page.getByRole('dialog', { name: m.Tour.steps.choose.title });
  await expect(first).toBeVisible({ timeout: 30_000 });
  // Focus sits in the card; Tab stays in it.
  await expect(first.getByRole('button', { name: m.Tour.next })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: m.Tour.next })).toBeFocused();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('guided-tour')).toBeHidden();
  await expect
    .poll(
      async () =>
        (await ok<{ status: string }>(request.get('/api/v2/user/tour', { headers: user.headers })))
          .status,
    )
    .toBe('skipped');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: m.Futures.OrderPanel.settings }).click();
  await page.getByTestId('reopen-tour').click();
  await expect(page.getByRole('dialog', { name: m.Tour.steps.choose.title })).toBeVisible();
});

test('the referral page shows the invite code, link and QR code, and the partner form answers', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const m = zh.messages.Referral;
  const user = await newUser(request, 'referral-zh');
  await logInBrowser(context, user, baseURL);
  const info = await ok<{ inviteCode: string }>(
    request.get('/api/v2/referral/info', { headers: user.headers }),
  );
  await page.goto('/zh-hant/referral');
  await expect(page.getByTestId('invite-code')).toHaveText(info.inviteCode);
  await expect(page.getByTestId('invite-link')).toHaveText(
    new RegExp(`/zh-hant/sign-up\\?inviteCode=${info.inviteCode}$`),
  );
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  await expect(page.getByText(m.Invitees.empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByTestId('partner-form');
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByRole('button', { name: m.Partner.submit }).click();
  await expect(form.getByText(m.Partner.errors.email)).toBeVisible();
  await form.getByLabel(m.Partner.fields.contactName).fill('王小明');
  await form.getByLabel(m.Partner.fields.contactEmail).fill('partner@example.com');
  await form.getByLabel(m.Partner.fields.channelUrl).fill('https://example.com/channel');
  await form.getByLabel(m.Partner.fields.audienceSize).fill('12000');
  await form.getByLabel(m.Partner.fields.message).fill('我們經營一個加密貨幣社群。');
  await form.getByRole('button', { name: m.Partner.submit }).click();
  await expect(page.getByTestId('partner-applications')).toContainText(m.Partner.status.pending);
  // A second one while the first is under review: the server's code, in the page's language.
  await form.getByLabel(m.Partner.fields.contactName).fill('王小明');
  await form.getByLabel(m.Partner.fields.contactEmail).fill('partner@example.com');
  await form.getByLabel(m.Partner.fields.channelUrl).fill('https://example.com/channel');
  await form.getByLabel(m.Partner.fields.audienceSize).fill('12000');
  await form.getByLabel(m.Partner.fields.message).fill('再次申請');
  await form.getByRole('button', { name: m.Partner.submit }).click();
  await expect(form.getByTestId('form-error')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
});

test('the home and sign-up pages show the server’s headline figures, in the HTML', async ({
  request,
}) => {
  const headline = await ok<{ total: string; signUpTotal: string; tasks: { tier: string }[] }>(
    request.get('/api/v2/public/rewards/headline'),
  );
  expect([headline.total, headline.signUpTotal]).toEqual(['20020', '10000']);
  // Each figure says what it adds up: every new-user task (home), the starter tasks (sign-up).
  const starterTasks = headline.tasks.filter((task) => task.tier === 'starter').length;
  const words = (message: string, locale: string, values: Record<string, string | number>) =>
    String(new IntlMessageFormat(message, locale).format(values));
  const home = await (await request.get('/en')).text();
  expect(home).toContain(
    words(en.messages.Home.rewards, 'en', { amount: '20,020', count: headline.tasks.length }),
  );
  const signUp = await (await request.get('/zh-hant/sign-up')).text();
  expect(signUp).toContain(
    words(zh.messages.AuthPages.signUpRewards, 'zh-hant', {
      amount: '10,000',
      count: starterTasks,
    }),
  );
});
