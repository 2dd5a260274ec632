import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  awaitFreshTotpWindow,
  createAccount,
  outboxCode,
  outboxMark,
  PASSWORD,
  totp,
  uniqueEmail,
} from './auth-helpers';
import { IPHONE_UA, languages } from './fixtures';

const [en, , ja] = [languages[0], languages[1], languages[2]];

/** The text of the first e-mail to `to` newer than `afterId` (waits for it). */
async function newestMail(request: APIRequestContext, to: string, afterId: number) {
  let text = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { data } = (await response.json()) as {
        data: { messages: { id: number; text: string }[] };
      };
      const newest = data.messages[0];
      text = newest && newest.id > afterId ? newest.text : '';
      return text !== '';
    })
    .toBe(true);
  return text;
}

/** Both login steps over the API from a browser named by its User-Agent; returns the token. */
async function apiLoginAs(
  request: APIRequestContext,
  email: string,
  userAgent: string,
): Promise<string> {
  const after = await outboxMark(request, email);
  const headers = { 'user-agent': userAgent };
  const check = await request.post('/api/v2/user/login/new/check', {
    data: { email, password: PASSWORD },
    headers,
  });
  const ticket = ((await check.json()) as { data: { ticket: string } }).data.ticket;
  const code = await outboxCode(request, email, after);
  const confirm = await request.post('/api/v2/user/login/confirm', {
    data: { ticket, code },
    headers,
  });
  return ((await confirm.json()) as { data: { token: string } }).data.token;
}

for (const language of [en, ja]) {
  const m = language.messages.Account;
  test(`ends another browser's session from the session list; that browser is logged out (${language.code})`, async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const url = baseURL ?? '';
    const email = uniqueEmail(`sessions-${language.code}`);
    const mine = await apiLogin(request, email, await createAccount(request, email));
    await page.context().addCookies([{ name: 'exch-token', value: mine, url }]);

    // The second browser logged in from a phone.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await other.addCookies([
      { name: 'exch-token', value: await apiLoginAs(request, email, IPHONE_UA), url },
    ]);
    await otherPage.goto(`/${language.code}/account`);
    await expect(otherPage.getByTestId('profile-summary')).toBeVisible();

    await page.goto(`/${language.code}/account`);
    const sessions = page.getByTestId('active-sessions');
    const current = sessions.locator('[data-testid="session-row"][data-current="true"]');
    await expect(current).toContainText(m.Sessions.thisDevice);
    const phone = sessions.getByTestId('session-row').filter({ hasText: 'Safari on iPhone' });
    await expect(phone).toHaveCount(1);
    await phone.getByRole('button', { name: m.Sessions.revoke }).click();
    const confirm = page.getByRole('alertdialog', { name: m.Sessions.revokeTitle });
    await expect(confirm).toContainText('Safari on iPhone');
    await confirm.getByRole('button', { name: m.Sessions.revoke }).click();
    await expect(page.getByText(m.Sessions.revoked)).toBeVisible();
    await expect(phone).toHaveCount(0);
    await expect(current).toHaveCount(1);

    // That browser is logged out at once, without doing anything: the server drops its socket
    // and refuses the token when it reconnects, and the app ends the session as on a 401.
    await expect(otherPage.getByTestId('account-log-in-prompt')).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(async () => (await other.cookies()).some((c) => c.name === 'exch-token'))
      .toBe(false);
    await expect(otherPage.getByTestId('visitor-actions')).toBeVisible();

    // This browser is still logged in.
    await page.reload();
    await expect(page.getByTestId('profile-summary')).toBeVisible();
    await other.close();
  });

  test(`sets and changes the anti-phishing code; e-mails carry it; the login history lists the logins (${language.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(`phishing-${language.code}`);
    const token = await apiLogin(request, email, await createAccount(request, email));
    await page.context().addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
    await page.goto(`/${language.code}/account`);

    // Sign-up and one login, newest first.
    const history = page.getByTestId('login-history');
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText(m.LoginHistory.kinds.login);
    await expect(history.getByRole('row').nth(2)).toContainText(m.LoginHistory.kinds.register);

    const profile = page.getByTestId('profile-summary');
    await expect(profile.getByTestId('profile-email')).toHaveText(
      `${email.slice(0, 2)}***@example.com`,
    );

    const a = m.AntiPhishing;
    await expect(page.getByTestId('anti-phishing-current')).toHaveText(a.notSet);
    /** Sets the code through the dialog; returns the first line of the code e-mail it used. */
    const setCode = async (button: string, title: string, value: string): Promise<string> => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByLabel(a.field, { exact: true }).fill(value);
      const mark = await outboxMark(request, email);
      await dialog.getByRole('button', { name: m.SecondFactor.send }).click();
      const mail = await newestMail(request, email, mark);
      await dialog
        .getByLabel(m.SecondFactor.emailCodeLabel, { exact: true })
        .fill(/\b(\d{6})\b/.exec(mail)?.[1] ?? '');
      await dialog.getByRole('button', { name: a.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(a.saved).last()).toBeVisible();
      return mail.split('\n')[0] ?? '';
    };

    await page.getByRole('button', { name: a.set }).click();
    const first = page.getByRole('dialog', { name: a.setTitle });
    await first.getByLabel(a.field, { exact: true }).fill('no!');
    await first.getByRole('button', { name: a.save }).click();
    await expect(first.getByText(m.Validation.antiPhishingRule)).toBeVisible();
    await first.getByRole('button', { name: language.messages.UI.cancel }).click();

    // Before a code is set, e-mails start with the message itself.
    expect(await setCode(a.set, a.setTitle, 'OwlMaple')).not.toContain('OwlMaple');
    const current = page.getByTestId('anti-phishing-current');
    await expect(current).toHaveText('Ow****le');
    await page.getByRole('button', { name: a.show }).click();
    await expect(current).toHaveText('OwlMaple');

    // The next e-mail (the code for the change) starts with it.
    expect(await setCode(a.change, a.changeTitle, 'Heron42')).toContain('OwlMaple');
    await expect(current).toHaveText('He***42');
  });
}

test('changing the password warns first, then logs out everywhere; the new password logs in', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const m = en.messages.Account;
  const email = uniqueEmail('password-change');
  const token = await apiLogin(request, email, await createAccount(request, email));
  await page.context().addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
  await page.goto('/en/account');
  const warning = page.getByTestId('password-consequences').first();
  await expect(warning).toContainText(m.Password.sessionsEnd);
  await expect(warning).toContainText(m.Password.withdrawBlocked);

  await page.getByRole('button', { name: m.Password.open }).click();
  const dialog = page.getByRole('dialog', { name: m.Password.title });
  await dialog.getByLabel(m.Password.current, { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(m.Password.new, { exact: true }).fill('Zyxwvu98!');
  await dialog.getByLabel(m.Password.confirm, { exact: true }).fill('Zyxwvu98!');
  const mark = await outboxMark(request, email);
  await dialog.getByRole('button', { name: m.SecondFactor.send }).click();
  await dialog
    .getByLabel(m.SecondFactor.emailCodeLabel, { exact: true })
    .fill(await outboxCode(request, email, mark));
  await dialog.getByRole('button', { name: m.Password.submit }).click();

  // Logged out as after a 401, and told why.
  await expect(page.getByTestId('account-log-in-prompt')).toContainText(m.Gate.passwordChanged);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'exch-token'))
    .toBe(false);
  const old = await request.post('/api/v2/user/base/info', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(old.status()).toBe(401);
  const withOld = await request.post('/api/v2/user/login/new/check', {
    data: { email, password: PASSWORD },
  });
  expect(((await withOld.json()) as { code: number }).code).toBe(102020718);
  const withNew = await request.post('/api/v2/user/login/new/check', {
    data: { email, password: 'Zyxwvu98!' },
  });
  expect(((await withNew.json()) as { code: number }).code).toBe(0);
});

test('unbinds the authenticator with its code; setting it up again shows a new key', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const a = en.messages.Auth;
  const email = uniqueEmail('unbind');
  const token = await apiLogin(request, email, await createAccount(request, email));
  await page.context().addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
  await page.goto('/en/account');
  await page.getByRole('button', { name: a.Authenticator.start }).click();
  const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await awaitFreshTotpWindow();
  await page.getByLabel(a.Fields.authenticatorCode, { exact: true }).fill(totp(secret, -1));
  await page.getByRole('button', { name: a.Authenticator.bind, exact: true }).click();
  await expect(page.getByTestId('authenticator-bound')).toBeVisible();

  await page.getByRole('button', { name: a.Authenticator.unbind }).click();
  const dialog = page.getByRole('dialog', { name: a.Authenticator.unbindTitle });
  await dialog.getByLabel(a.Fields.authenticatorCode, { exact: true }).fill('000000');
  await dialog.getByRole('button', { name: a.Authenticator.unbindSubmit }).click();
  await expect(dialog.getByTestId('form-error')).toHaveText(en.messages.Errors['102020704']);
  await dialog.getByLabel(a.Fields.authenticatorCode, { exact: true }).fill(totp(secret));
  await dialog.getByRole('button', { name: a.Authenticator.unbindSubmit }).click();
  await expect(page.getByText(a.Authenticator.unbound)).toBeVisible();
  await expect(page.getByTestId('authenticator-bound')).toHaveCount(0);

  await page.getByRole('button', { name: a.Authenticator.start }).click();
  const fresh = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
  expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
  expect(fresh).not.toBe(secret);
});

test('a visitor is asked to log in on the account page', async ({ page }) => {
  await page.goto('/ja/account');
  await expect(page.getByTestId('account-log-in-prompt')).toContainText(
    ja.messages.Account.Gate.logInRequired,
  );
  await expect(page.getByTestId('profile-summary')).toHaveCount(0);
});
