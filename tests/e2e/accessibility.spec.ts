import { expect, test, type Page } from './test';
import { seriousViolations } from './axe';
import { languages, WALLET_PATHS } from './fixtures';
import { newUserInBrowser } from './rewards-helpers';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The header is the last thing hydration settles (visitor links or the account menu).
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForLoadState('load');
}

const publicPages = [
  '/en',
  '/en/markets',
  '/en/terms',
  '/ko/privacy',
  '/en/futures',
  '/en/futures/BTCUSDT',
  '/en/futures/funding-rate',
  '/en/futures/fund',
  '/en/log-in',
  '/en/sign-up',
  '/en/forgot',
  '/en/official-verification',
  '/en/no-such-page',
  '/en/futures/info/BTCUSDT',
  '/en/help',
  '/en/help/funding',
  '/en/notices',
  '/en/notices/108',
  '/en/listing-apply',
  '/en/download',
  '/ja/help/fees',
  '/en/fees',
  '/en/copy-trading',
  '/en/rewards',
  '/en/referral',
];

for (const path of publicPages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await open(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the account page, logged in, has no serious or critical accessibility violation', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await newUserInBrowser(request, context, baseURL, 'a11y-account');
  await open(page, '/en/account');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the account pages with their data and dialogs, logged in, have no serious or critical accessibility violation', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await newUserInBrowser(request, context, baseURL, 'a11y-account-pages');
  const account = languages[2].messages.Account;
  await open(page, '/ja/account');
  await expect(page.getByTestId('active-sessions')).toBeVisible();
  await expect(page.getByTestId('login-history').getByRole('row')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: account.Password.open }).click();
  const password = page.getByRole('dialog', { name: account.Password.title });
  await expect(password).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The step-up dialog, stacked over it.
  await password.getByLabel(account.Password.new, { exact: true }).fill('Zyxwvu98!');
  await password.getByLabel(account.Password.confirm, { exact: true }).fill('Zyxwvu98!');
  await password.getByRole('button', { name: account.Password.submit }).click();
  const stepUp = page.getByRole('dialog', {
    name: languages[2].messages.SecurityVerification.title,
  });
  await expect(
    stepUp.getByLabel(languages[2].messages.SecurityVerification.password),
  ).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await open(page, '/en/account/api');
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const keys = languages[0].messages.Account.ApiKeys;
  await page.getByRole('button', { name: keys.createOpen }).click();
  await expect(page.getByRole('dialog', { name: keys.createTitle })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the futures trading screen, logged in, has no serious or critical accessibility violation', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await newUserInBrowser(request, context, baseURL, 'a11y-futures');
  await open(page, '/en/futures/BTCUSDT');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bids' }).getByRole('button').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the wallet, orders and fee pages, logged in with funds, have no serious or critical accessibility violation', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { headers } = await newUserInBrowser(request, context, baseURL, 'a11y-wallet');
  const kyc = await request.post('/api/v2/user/kyc/level1', {
    headers,
    data: { realName: 'Wallet Person', country: 'JP', idNumber: 'ID-20261124' },
  });
  expect(((await kyc.json()) as { code: number }).code).toBe(0);
  const deposit = await request.post('/api/v2/asset/demo/deposit', {
    headers,
    data: { currencyId: 1, amount: '1000' },
  });
  expect(((await deposit.json()) as { code: number }).code).toBe(0);
  const found: string[] = [];
  for (const path of WALLET_PATHS) {
    await open(page, `/en${path}`);
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    found.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  // The transfer dialog the header menu, the trading screen and the wallet pages share.
  await open(page, '/en/assets');
  await page.getByRole('button', { name: 'Transfer', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Transfer' })).toBeVisible();
  found.push(
    ...(await seriousViolations(page)).map((violation) => `transfer dialog: ${violation}`),
  );
  expect(found).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the UI kit page in the ${scheme} theme has no serious or critical accessibility violation`, async ({
    page,
  }) => {
    // The theme follows the system until the user picks one.
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, '/en/dev/ui');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the Korean header fits a 375 px phone: log-in and sign-up on one line each', async ({
  page,
}) => {
  const ko = languages[1].messages.Nav;
  await page.setViewportSize({ width: 375, height: 740 });
  // A page with the back link: the fullest phone header.
  await open(page, '/ko/futures/fund');
  for (const name of [ko.logIn, ko.signUp]) {
    const link = page.getByTestId('visitor-actions').getByRole('link', { name });
    // The visitor actions appear once the session check has answered.
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box?.height, name).toBeLessThanOrEqual(40);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
