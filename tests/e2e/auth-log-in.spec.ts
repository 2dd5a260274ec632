import { expect, test } from './test';
import {
  awaitFreshTotpWindow,
  createAccount,
  headerName,
  logInThroughForm,
  logOutThroughMenu,
  outboxCode,
  outboxMark,
  passStepUp,
  PASSWORD,
  submitEmailLogin,
  totp,
  uniqueEmail,
} from './auth-helpers';
import { languages } from './fixtures';

const [en, ko, , zh] = [languages[0], languages[1], languages[2], languages[3]];

for (const language of [en, ko]) {
  const a = language.messages.Auth;
  const labels = { email: a.Fields.email, password: a.Fields.password, submit: a.LogIn.submit };
  test(`log in, bind the authenticator, log out, log in with it; a replayed code is refused (${language.code})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`totp-${language.code}`);
    const mark = await createAccount(request, email);

    await page.goto(`/${language.code}/log-in`);
    await submitEmailLogin(page, labels, email, 'Wrong-pass1');
    await expect(page.getByTestId('form-error')).toHaveText(language.messages.Errors['102020718']);
    await submitEmailLogin(page, labels, email, PASSWORD);
    const code = await outboxCode(request, email, mark);
    await page.getByLabel(a.Fields.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.LogIn.confirm, exact: true }).click();
    await expect(page.getByTestId('account-display-name')).toHaveText(headerName(email));

    await page.goto(`/${language.code}/account`);
    await page.getByRole('button', { name: a.Authenticator.start }).click();
    // Binding is a security change: the password and an e-mail code first.
    await passStepUp(page, request, language.messages.SecurityVerification, email);
    const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByAltText(a.Authenticator.qrAlt)).toBeVisible();
    await awaitFreshTotpWindow();
    const bindCode = totp(secret, -1);
    await page.getByLabel(a.Fields.authenticatorCode, { exact: true }).fill(bindCode);
    await page.getByRole('button', { name: a.Authenticator.bind, exact: true }).click();
    await expect(page.getByTestId('authenticator-bound')).toBeVisible();

    await logOutThroughMenu(page, language.messages.UserMenu.logout);

    await page.goto(`/${language.code}/log-in`);
    await submitEmailLogin(page, labels, email, PASSWORD);
    await expect(page.getByText(a.CodeStep.enterAuthenticatorCode)).toBeVisible();
    // The code used for binding is refused: codes are accepted once.
    await page.getByLabel(a.Fields.authenticatorCode, { exact: true }).fill(bindCode);
    await page.getByRole('button', { name: a.LogIn.confirm, exact: true }).click();
    await expect(page.getByTestId('form-error')).toHaveText(language.messages.Errors['102020704']);
    await page.getByLabel(a.Fields.authenticatorCode, { exact: true }).fill(totp(secret, 1));
    await page.getByRole('button', { name: a.LogIn.confirm, exact: true }).click();
    await expect(page.getByTestId('account-display-name')).toHaveText(headerName(email));
  });
}

for (const language of [en, zh]) {
  const a = language.messages.Auth;
  test(`recovers the password in three steps, then logs in with the new one (${language.code})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`recover-${language.code}`);
    const mark = await createAccount(request, email);
    await page.goto(`/${language.code}/log-in`);
    await page.getByRole('link', { name: a.LogIn.forgotLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${language.code}/forgot$`));
    await expect(page.getByTestId('identify-step')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('button', { name: a.Forgot.next, exact: true }).click();
    await expect(page.getByText(a.Validation.emailEmpty)).toBeVisible();
    await page.getByLabel(a.Fields.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: a.Forgot.next, exact: true }).click();

    const code = await outboxCode(request, email, mark);
    const recoveryMark = await outboxMark(request, email);
    await page.getByLabel(a.Fields.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.Forgot.next, exact: true }).click();

    const step = page.getByTestId('reset-password-step');
    const newPassword = 'Fresh-Pass9';
    await step.getByLabel(a.Fields.newPassword, { exact: true }).fill(newPassword);
    await step.getByLabel(a.Fields.confirmPassword, { exact: true }).fill('Fresh-Pass8');
    await page.getByRole('button', { name: a.Forgot.submit, exact: true }).click();
    await expect(page.getByText(a.Validation.passwordMismatch)).toBeVisible();
    await step.getByLabel(a.Fields.confirmPassword, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: a.Forgot.submit, exact: true }).click();
    await expect(page.getByTestId('reset-done')).toContainText(a.Forgot.done);

    await page.getByRole('link', { name: a.Forgot.backToLogIn }).click();
    await submitEmailLogin(
      page,
      { email: a.Fields.email, password: a.Fields.password, submit: a.LogIn.submit },
      email,
      newPassword,
    );
    const loginCode = await outboxCode(request, email, recoveryMark);
    await page.getByLabel(a.Fields.code, { exact: true }).fill(loginCode);
    await page.getByRole('button', { name: a.LogIn.confirm, exact: true }).click();
    await expect(page.getByTestId('account-display-name')).toHaveText(headerName(email));
  });
}

test('a session revoked on the server logs the page out', async ({ page, request, context }) => {
  const a = en.messages.Auth;
  const email = uniqueEmail('revoke');
  const mark = await createAccount(request, email);
  await logInThroughForm(page, request, a, email, mark);

  const token = (await context.cookies()).find((c) => c.name === 'exch-token')?.value ?? '';
  expect(token.length).toBeGreaterThan(40);
  const out = await request.post('/api/v2/user/login/out', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(((await out.json()) as { code: number }).code).toBe(0);

  await page.reload();
  await expect(page.getByTestId('visitor-actions')).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'exch-token'))
    .toBe(false);
});
