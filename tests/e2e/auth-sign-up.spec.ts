import { expect, test } from '@playwright/test';
import { logOutThroughMenu, outboxCode, PASSWORD, uniqueEmail, uniqueMobile } from './auth-helpers';
import { languages } from './fixtures';

const [en, ko, ja] = [languages[0], languages[1], languages[2]];

for (const language of [en, ko]) {
  const a = language.messages.Auth;
  test.describe(`sign-up (${language.code})`, () => {
    test('by e-mail: code from the outbox, wrong code refused, resend cooldown, then logged in and out', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`e2e-${language.code}`);
      await page.goto(`/${language.code}/sign-up?inviteCode=FRIEND42`);
      await expect(page.getByTestId('sign-up-form')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByText(language.messages.AuthPages.signUpRewards)).toBeVisible();
      await expect(page.getByLabel(a.inviteCode)).toHaveValue('FRIEND42');
      await page.getByLabel(a.email, { exact: true }).fill(email);
      await page.getByLabel(a.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(a.confirmPassword, { exact: true }).fill(PASSWORD);
      await page.getByLabel(a.agreeTerms).check();
      await page.getByRole('button', { name: a.next, exact: true }).click();

      const codeStep = page.getByTestId('code-step');
      await expect(codeStep.getByText(a.codeSentTo.replace('{target}', email))).toBeVisible();
      const resend = page.getByTestId('resend-code');
      await expect(resend).toBeDisabled();
      const [before, after] = a.resendIn.split('{seconds}');
      await expect(resend).toHaveText(new RegExp(`^${before}\\d+${after}$`));

      const code = await outboxCode(request, email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await page.getByLabel(a.code, { exact: true }).fill(wrong);
      await page.getByRole('button', { name: a.signUpSubmit, exact: true }).click();
      await expect(page.getByTestId('form-error')).toHaveText(
        language.messages.Errors['102020714'],
      );
      await page.getByLabel(a.code, { exact: true }).fill(code);
      await page.getByRole('button', { name: a.signUpSubmit, exact: true }).click();
      await expect(page.getByTestId('sign-up-success')).toContainText(a.signUpSuccessTitle);

      await page.getByRole('link', { name: a.goHome }).click();
      await expect(page).toHaveURL(new RegExp(`/${language.code}$`));
      await expect(page.getByTestId('account-display-name')).toHaveText(email);
      await logOutThroughMenu(page, language.messages.UserMenu.logout);
    });
  });
}

for (const language of [ko, ja]) {
  const a = language.messages.Auth;
  test(`sign-up by mobile with the country code (${language.code})`, async ({ page, request }) => {
    const mobile = uniqueMobile();
    await page.goto(`/${language.code}/sign-up`);
    await expect(page.getByTestId('sign-up-form')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('tab', { name: a.tabMobile }).click();
    await page.getByLabel(a.countryCode).selectOption('+81');
    await page.getByLabel(a.mobile, { exact: true }).fill(mobile);
    await page.getByLabel(a.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(a.confirmPassword, { exact: true }).fill(PASSWORD);
    await page.getByLabel(a.agreeTerms).check();
    await page.getByRole('button', { name: a.next, exact: true }).click();
    const code = await outboxCode(request, `+81${mobile}`);
    await page.getByLabel(a.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.signUpSubmit, exact: true }).click();
    await expect(page.getByTestId('sign-up-success')).toBeVisible();
    await page.getByRole('link', { name: a.goHome }).click();
    await expect(page.getByTestId('account-display-name')).toHaveText(`+81 ${mobile}`);
  });
}

for (const language of [en, ja]) {
  const a = language.messages.Auth;
  test(`sign-up shows each validation message for its bad input (${language.code})`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/sign-up`);
    await expect(page.getByTestId('sign-up-form')).toHaveAttribute('data-ready', 'true');
    const next = page.getByRole('button', { name: a.next, exact: true });
    await next.click();
    await expect(page.getByText(a.emailEmpty)).toBeVisible();
    await expect(page.getByText(a.passwordEmpty, { exact: true })).toBeVisible();
    await expect(page.getByText(a.passwordReenter, { exact: true })).toBeVisible();
    await expect(page.getByText(a.agreementRequired)).toBeVisible();

    await page.getByLabel(a.email, { exact: true }).fill('not-an-email');
    await page.getByLabel(a.password, { exact: true }).fill('abcdefgh');
    await page.getByLabel(a.confirmPassword, { exact: true }).fill('abcdefgX');
    await next.click();
    await expect(page.getByText(a.emailInvalid)).toBeVisible();
    await expect(page.getByText(a.passwordRule)).toBeVisible();
    await expect(page.getByText(a.passwordMismatch)).toBeVisible();

    // The rules tick live while typing.
    const rules = page.getByTestId('password-rules');
    await expect(rules.locator('li').first()).toHaveAttribute('data-ok', 'true');
    await expect(rules.locator('li').nth(1)).toHaveAttribute('data-ok', 'false');
    await page.getByLabel(a.password, { exact: true }).fill('Abcdefg1');
    await expect(rules.locator('li').nth(1)).toHaveAttribute('data-ok', 'true');

    await page.getByRole('tab', { name: a.tabMobile }).click();
    await next.click();
    await expect(page.getByText(a.mobileEmpty)).toBeVisible();
    await page.getByLabel(a.mobile, { exact: true }).fill('01012345678');
    await next.click();
    await expect(page.getByText(a.mobileInvalid)).toBeVisible();
  });
}
