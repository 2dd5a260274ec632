import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './test';
import { apiLogin, createAccount, passStepUp, uniqueEmail } from './auth-helpers';
import { languages } from './fixtures';

const [en, , ja] = [languages[0], languages[1], languages[2]];

/** A signed read, as a program holding the key would send it (server/api/signed-request.ts). */
async function signedSpotBalance(
  request: APIRequestContext,
  apiKey: string,
  secret: string,
): Promise<{ status: number; code: number }> {
  const query = `timestamp=${Date.now()}&recvWindow=5000`;
  const signature = createHmac('sha256', secret).update(query).digest('hex');
  const response = await request.get(
    `/api/futures/future/spotBalance?${query}&signature=${signature}`,
    { headers: { 'X-MBX-APIKEY': apiKey } },
  );
  const body = (await response.json()) as { code: number };
  return { status: response.status(), code: body.code };
}

/** A logged-in page for a new account; returns its e-mail. */
async function loggedIn(page: Page, request: APIRequestContext, baseURL: string, tag: string) {
  const email = uniqueEmail(tag);
  const token = await apiLogin(request, email, await createAccount(request, email));
  await page.context().addCookies([{ name: 'exch-token', value: token, url: baseURL }]);
  return email;
}

// The browser context outlives the test (playwright.config.ts: reuseContext), and a permission
// is the one grant its reset keeps: the next test in this worker starts without it.
test.afterEach(async ({ context }) => {
  await context.clearPermissions();
});

for (const language of [en, ja]) {
  const k = language.messages.Account.ApiKeys;
  const sv = language.messages.SecurityVerification;
  test(`creates an API key after the step-up, shows its secret once, and deletes it (${language.code})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL ?? '',
    });
    const email = await loggedIn(page, request, baseURL ?? '', `api-${language.code}`);
    await page.goto(`/${language.code}/account/api`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language.messages.Account.Pages.apiHeading,
    );
    await expect(page.getByTestId('api-keys-empty')).toHaveText(k.empty);
    // Without a key the page still explains how requests are signed.
    await expect(page.getByTestId('api-signing-guide')).toContainText('X-MBX-APIKEY');

    await page.getByRole('button', { name: k.createOpen }).click();
    const form = page.getByRole('dialog', { name: k.createTitle });
    await expect(form.getByTestId('no-withdraw')).toHaveText(k.noWithdraw);
    await form.getByRole('button', { name: k.create }).click();
    await expect(form.getByText(language.messages.Account.Validation.labelEmpty)).toBeVisible();

    await form.getByLabel(k.label, { exact: true }).fill(`bot ${language.code}`);
    await form.getByRole('checkbox', { name: k.trade }).click();
    await form.getByLabel(k.ipAllowList).fill('not-an-address');
    await form.getByRole('button', { name: k.create }).click();
    await expect(form.getByText(language.messages.Account.Validation.ipInvalid)).toBeVisible();
    // This machine reaches the server over loopback, in either family.
    await form.getByLabel(k.ipAllowList).fill('127.0.0.1\n::1');
    await form.getByRole('button', { name: k.create }).click();
    // A new key is a security change: the password and an e-mail code first.
    await passStepUp(page, request, sv, email);

    const shown = page.getByRole('dialog', { name: k.secretTitle });
    await expect(shown.getByTestId('secret-warning')).toHaveText(k.secretWarning);
    const apiKey = (await shown.getByTestId('created-api-key').textContent()) ?? '';
    const secret = (await shown.getByTestId('created-secret-key').textContent()) ?? '';
    expect(apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(secret).toMatch(/^[A-Za-z0-9]{64}$/);
    // The secret shown is the real one: a request signed with it is accepted.
    expect(await signedSpotBalance(request, apiKey, secret)).toEqual({ status: 200, code: 0 });

    // Escape before the secret was copied asks first; keeping it open keeps the secret.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: k.closeUnsavedTitle });
    await expect(ask).toContainText(k.closeUnsavedBody);
    await ask.getByRole('button', { name: k.keepOpen }).click();
    await expect(ask).toBeHidden();
    await expect(shown.getByTestId('created-secret-key')).toHaveText(secret);
    // Copied, it closes at once.
    await shown.getByTestId('created-secret-key-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
    await expect(ask).toHaveCount(0);
    const row = page.getByTestId('api-key-row');
    await expect(row).toContainText(`bot ${language.code}`);
    await expect(row.getByTestId('api-key-value')).toHaveText(apiKey);
    await expect(row).toContainText(k.trade);
    await expect(row).toContainText('127.0.0.1, ::1');
    expect(await page.content()).not.toContain(secret);

    // Gone for good: not after a reload either, only the key itself is listed.
    await page.reload();
    await expect(page.getByTestId('api-key-row').getByTestId('api-key-value')).toHaveText(apiKey);
    expect(await page.content()).not.toContain(secret);

    await page
      .getByTestId('api-key-row')
      .getByRole('button', { name: k.deleteNamed.replace('{label}', `bot ${language.code}`) })
      .click();
    const confirm = page.getByRole('alertdialog', { name: k.deleteTitle });
    await confirm.getByRole('button', { name: k.delete }).click();
    await expect(page.getByTestId('api-keys-empty')).toBeVisible();
    await expect(
      page.getByText(k.deleted.replace('{label}', `bot ${language.code}`)),
    ).toBeVisible();
    // The deleted key is refused at once.
    expect(await signedSpotBalance(request, apiKey, secret)).toEqual({
      status: 401,
      code: 102400001,
    });
  });
}

test('a visitor is asked to log in on the API page', async ({ page }) => {
  await page.goto('/en/account/api');
  const prompt = page.getByTestId('account-log-in-prompt');
  await expect(prompt).toContainText(en.messages.Account.Gate.logInRequired);
  await expect(prompt.getByRole('link', { name: en.messages.Account.Gate.logIn })).toHaveAttribute(
    'href',
    '/en/log-in',
  );
  await expect(page.getByTestId('api-keys')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

// One test per page (each loaded at every width, as a user arriving at that width would see it):
// sixteen loads in one test outgrew its budget on a machine shared with a busy neighbour.
for (const path of ['/en/account', '/ja/account', '/en/account/api', '/ja/account/api']) {
  test(`${path} fits 375 px to 1440 px without sideways scroll`, async ({
    page,
    request,
    baseURL,
  }) => {
    await loggedIn(page, request, baseURL ?? '', 'api-widths');
    const wide: string[] = [];
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByTestId('site-header')).toBeVisible();
      // The sections have their data (not the skeleton).
      if (path.endsWith('/api')) await expect(page.getByTestId('api-keys-empty')).toBeVisible();
      else {
        await expect(page.getByTestId('profile-summary')).toBeVisible();
        await expect(page.getByTestId('active-sessions')).toBeVisible();
      }
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scroll > width) wide.push(`${path} at ${width}: ${scroll}`);
    }
    expect(wide).toEqual([]);
  });
}

test('the create-key dialog fits 375 px without sideways scroll', async ({
  page,
  request,
  baseURL,
}) => {
  await loggedIn(page, request, baseURL ?? '', 'api-widths');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ja/account/api');
  await page.getByRole('button', { name: ja.messages.Account.ApiKeys.createOpen }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
