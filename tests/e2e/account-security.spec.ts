import { expect, test, type APIRequestContext } from './test';
import {
  apiLogin,
  awaitFreshTotpWindow,
  expectStepUpRefused,
  headerName,
  outboxCode,
  outboxMark,
  passStepUp,
  PASSWORD,
  totp,
  uniqueEmail,
} from './auth-helpers';
import { IPHONE_UA, languages } from './fixtures';
import { newUserInBrowser } from './rewards-helpers';

const [en, , ja] = [languages[0], languages[1], languages[2]];

/** The e-mails to `to` newer than `afterId`, oldest first (waits until `count` have arrived). */
async function mailsSince(
  request: APIRequestContext,
  to: string,
  afterId: number,
  count: number,
): Promise<string[]> {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { data } = (await response.json()) as {
        data: { messages: { id: number; text: string }[] };
      };
      texts = data.messages
        .filter((message) => message.id > afterId)
        .reverse()
        .map((message) => message.text);
      return texts.length >= count;
    })
    .toBe(true);
  return texts;
}

/** The code the login's first step (e-mail, password) answers: 0 when the password is right. */
async function passwordCheckCode(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const answer = await request.post('/api/v2/user/login/new/check', {
    data: { email, password },
  });
  return ((await answer.json()) as { code: number }).code;
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
    const { email } = await newUserInBrowser(
      request,
      page.context(),
      baseURL,
      `sessions-${language.code}`,
    );

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
    // The server records "Safari on iPhone"; the page words it in its language.
    const phoneName = m.Sessions.deviceOn
      .replace('{browser}', 'Safari')
      .replace('{system}', 'iPhone');
    const phone = sessions.getByTestId('session-row').filter({ hasText: phoneName });
    await expect(phone).toHaveCount(1);
    await phone.getByRole('button', { name: m.Sessions.revoke }).click();
    const confirm = page.getByRole('alertdialog', { name: m.Sessions.revokeTitle });
    await expect(confirm).toContainText(phoneName);
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
    const { email } = await newUserInBrowser(
      request,
      page.context(),
      baseURL,
      `phishing-${language.code}`,
    );
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
    const sv = language.messages.SecurityVerification;
    await expect(page.getByTestId('anti-phishing-current')).toHaveText(a.notSet);
    /** Sets the code through the dialog (the step-up asked for when `stepUp`). */
    const setCode = async (button: string, title: string, value: string, stepUp: boolean) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByLabel(a.field, { exact: true }).fill(value);
      await dialog.getByRole('button', { name: a.save }).click();
      if (stepUp) await passStepUp(page, request, sv, email);
      await expect(dialog).toBeHidden();
      await expect(page.getByText(a.saved).last()).toBeVisible();
    };
    const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0] ?? '';

    await page.getByRole('button', { name: a.set }).click();
    const first = page.getByRole('dialog', { name: a.setTitle });
    await first.getByLabel(a.field, { exact: true }).fill('no!');
    await first.getByRole('button', { name: a.save }).click();
    await expect(first.getByText(m.Validation.antiPhishingRule)).toBeVisible();
    // Nothing is asked of a form that is not valid.
    await expect(page.getByRole('dialog', { name: sv.title })).toHaveCount(0);
    await first.getByRole('button', { name: language.messages.UI.cancel }).click();

    const beforeSet = await outboxMark(request, email);
    await setCode(a.set, a.setTitle, 'OwlMaple', true);
    const current = page.getByTestId('anti-phishing-current');
    await expect(current).toHaveText('Ow****le');
    await page.getByRole('button', { name: a.show }).click();
    await expect(current).toHaveText('OwlMaple');
    // The step-up's code e-mail came before the code was set; the notice of the change after.
    const [codeMail, notice] = await mailsSince(request, email, beforeSet, 2);
    expect(codeMail).toMatch(/\b\d{6}\b/);
    expect(firstLine(codeMail)).not.toContain('OwlMaple');
    expect(firstLine(notice)).toContain('OwlMaple');

    // A second change within 5 minutes does not ask for the step-up again (no code e-mail).
    const beforeChange = await outboxMark(request, email);
    await setCode(a.change, a.changeTitle, 'Heron42', false);
    await expect(current).toHaveText('He***42');
    const [changed] = await mailsSince(request, email, beforeChange, 1);
    expect(firstLine(changed)).toContain('Heron42');
  });
}

test('changing the password warns first, asks the step-up, keeps this session and ends the others; the new password logs in', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const m = en.messages.Account;
  const sv = en.messages.SecurityVerification;
  const { email, token } = await newUserInBrowser(
    request,
    page.context(),
    baseURL,
    'password-change',
  );
  // Another browser logged in too.
  const other = await apiLogin(request, email, await outboxMark(request, email));
  await page.goto('/en/account');
  const warning = page.getByTestId('security-change-notice').first();
  await expect(warning).toContainText(sv.Consequences.sessions);
  await expect(warning).toContainText(sv.Consequences.apiKeys);
  await expect(warning).toContainText(sv.Consequences.withdrawals);

  await page.getByRole('button', { name: m.Password.open }).click();
  const dialog = page.getByRole('dialog', { name: m.Password.title });
  await dialog.getByLabel(m.Password.new, { exact: true }).fill('Zyxwvu98!');
  await dialog.getByLabel(m.Password.confirm, { exact: true }).fill('Zyxwvu98!');
  await dialog.getByRole('button', { name: m.Password.submit }).click();
  // The current password is the step-up's: a wrong one is said on its field.
  await expectStepUpRefused(
    page,
    sv,
    { password: 'Wrong-pass1', code: '000000', factor: 'email' },
    en.messages.Errors['102020718'],
  );
  await passStepUp(page, request, sv, email);

  await expect(page.getByText('Changed password successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // This session stays; the other one ended.
  await page.reload();
  await expect(page.getByTestId('profile-summary')).toBeVisible();
  await expect(page.getByTestId('withdraw-blocked-until')).toBeVisible();
  const mine = await request.post('/api/v2/user/base/info', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(mine.status()).toBe(200);
  const theirs = await request.post('/api/v2/user/base/info', {
    headers: { authorization: `Bearer ${other}` },
    data: {},
  });
  expect(theirs.status()).toBe(401);
  expect(await passwordCheckCode(request, email, PASSWORD)).toBe(102020718);
  expect(await passwordCheckCode(request, email, 'Zyxwvu98!')).toBe(0);
});

test('sets up, changes and unbinds the authenticator, each after the step-up', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const a = en.messages.Auth;
  const sv = en.messages.SecurityVerification;
  const { email } = await newUserInBrowser(request, page.context(), baseURL, 'authenticator');
  await page.goto('/en/account');

  // Set up: the step-up by e-mail code (nothing bound yet), then the guide.
  await page.getByRole('button', { name: a.Authenticator.start }).click();
  await passStepUp(page, request, sv, email);
  const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await awaitFreshTotpWindow();
  await page.getByLabel(a.Fields.authenticatorCode, { exact: true }).fill(totp(secret, -1));
  await page.getByRole('button', { name: a.Authenticator.bind, exact: true }).click();
  await expect(page.getByTestId('authenticator-bound')).toBeVisible();

  // Change it for a new app: the step-up asks the old app's code (binding ended the last step-up).
  await page.getByRole('button', { name: a.Authenticator.change }).click();
  const stepUp = await expectStepUpRefused(
    page,
    sv,
    { password: PASSWORD, code: '000000', factor: 'authenticator' },
    en.messages.Errors['102020704'],
  );
  await awaitFreshTotpWindow();
  await passStepUp(page, request, sv, email, { totpCode: totp(secret) });
  await expect(stepUp).toBeHidden();
  const fresh = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
  expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
  expect(fresh).not.toBe(secret);
  await page.getByLabel(a.Authenticator.newCode, { exact: true }).fill(totp(fresh, -1));
  await page.getByRole('button', { name: a.Authenticator.bind, exact: true }).click();
  await expect(page.getByText(a.Authenticator.changed)).toBeVisible();
  await expect(page.getByTestId('authenticator-bound')).toBeVisible();

  // Unbind: the step-up now takes the new app's code, not the old one's.
  await page.getByRole('button', { name: a.Authenticator.unbind }).click();
  const dialog = page.getByRole('dialog', { name: a.Authenticator.unbindTitle });
  await dialog.getByRole('button', { name: a.Authenticator.unbindSubmit }).click();
  await awaitFreshTotpWindow();
  await expectStepUpRefused(
    page,
    sv,
    { password: PASSWORD, code: totp(secret), factor: 'authenticator' },
    en.messages.Errors['102020704'],
  );
  await passStepUp(page, request, sv, email, { totpCode: totp(fresh) });
  await expect(page.getByText(a.Authenticator.unbound)).toBeVisible();
  await expect(page.getByTestId('authenticator-bound')).toHaveCount(0);
  await expect(page.getByRole('button', { name: a.Authenticator.start })).toBeVisible();
});

test('changes the e-mail address: a code to the new address, then the step-up; the header and profile show it masked', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const m = en.messages.Account;
  const sv = en.messages.SecurityVerification;
  const { email } = await newUserInBrowser(request, page.context(), baseURL, 'contact-old');
  const next = uniqueEmail('contact-new');
  await page.goto('/en/account');
  await expect(page.getByTestId('account-display-name')).toHaveText(headerName(email));
  await expect(page.getByTestId('profile-email')).toHaveText(headerName(email));

  await page.getByRole('button', { name: m.Profile.changeEmail }).click();
  const dialog = page.getByRole('dialog', { name: m.Contact.changeEmailTitle });
  await dialog.getByLabel(m.Contact.newEmail, { exact: true }).fill(next);
  const mark = await outboxMark(request, next);
  await dialog.getByRole('button', { name: sv.send }).click();
  await dialog
    .getByLabel(m.Contact.code, { exact: true })
    .fill(await outboxCode(request, next, mark));
  await dialog.getByRole('button', { name: m.Contact.submit, exact: true }).click();
  // The step-up's code goes to the address the account has now.
  await passStepUp(page, request, sv, email);
  await expect(page.getByText(m.Contact.emailChanged)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-email')).toHaveText(headerName(next));
  await expect(page.getByTestId('account-display-name')).toHaveText(headerName(next));

  // The new address logs in; the old one no longer names the account.
  expect(await passwordCheckCode(request, next, PASSWORD)).toBe(0);
});

test('a visitor is asked to log in on the account page', async ({ page }) => {
  await page.goto('/ja/account');
  await expect(page.getByTestId('account-log-in-prompt')).toContainText(
    ja.messages.Account.Gate.logInRequired,
  );
  await expect(page.getByTestId('profile-summary')).toHaveCount(0);
});
