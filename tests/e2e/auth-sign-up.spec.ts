import { expect, test } from './test';
import { IntlMessageFormat } from 'intl-messageformat';
import { maskPhone } from '../../lib/mask';
import {
  headerName,
  logOutThroughMenu,
  outboxCode,
  PASSWORD,
  pickFromCombobox,
  uniqueEmail,
  uniqueMobile,
} from './auth-helpers';
import { languages, plainWords } from './fixtures';
import { ok } from './rewards-helpers';

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
      // The figure is the server's headline (the starter tasks' sum), never fixed in the messages,
      // and the words say what it adds up: the starter tasks, how many, signing up among them.
      const headline = await ok<{ signUpTotal: string; tasks: { tier: string }[] }>(
        request.get('/api/v2/public/rewards/headline'),
      );
      expect(headline.signUpTotal).toBe('10000');
      const starterTasks = headline.tasks.filter((task) => task.tier === 'starter').length;
      await expect(page.getByTestId('sign-up-rewards')).toHaveText(
        String(
          new IntlMessageFormat(language.messages.AuthPages.signUpRewards, language.code).format({
            amount: '10,000',
            count: starterTasks,
          }),
        ),
      );
      await expect(page.getByLabel(a.Fields.inviteCode)).toHaveValue('FRIEND42');
      await page.getByLabel(a.Fields.email, { exact: true }).fill(email);
      await page.getByLabel(a.Fields.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(a.Fields.confirmPassword, { exact: true }).fill(PASSWORD);
      await page.getByLabel(plainWords(a.SignUp.agreeTerms)).check();
      await page.getByRole('button', { name: a.SignUp.next, exact: true }).click();

      const codeStep = page.getByTestId('code-step');
      await expect(codeStep.getByText(a.CodeStep.sentTo.replace('{target}', email))).toBeVisible();
      const resend = page.getByTestId('resend-code');
      await expect(resend).toBeDisabled();
      const [before, after] = a.CodeStep.resendIn.split('{seconds}');
      await expect(resend).toHaveText(new RegExp(`^${before}\\d+${after}$`));

      const code = await outboxCode(request, email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await page.getByLabel(a.Fields.code, { exact: true }).fill(wrong);
      await page.getByRole('button', { name: a.SignUp.submit, exact: true }).click();
      await expect(page.getByTestId('form-error')).toHaveText(
        language.messages.Errors['102020714'],
      );
      await page.getByLabel(a.Fields.code, { exact: true }).fill(code);
      await page.getByRole('button', { name: a.SignUp.submit, exact: true }).click();
      await expect(page.getByTestId('sign-up-success')).toContainText(a.SignUp.successTitle);

      await page.getByRole('link', { name: a.SignUp.goHome }).click();
      await expect(page).toHaveURL(new RegExp(`/${language.code}$`));
      await expect(page.getByTestId('account-display-name')).toHaveText(headerName(email));
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
    await page.getByRole('tab', { name: a.Fields.tabMobile }).click();
    await pickFromCombobox(page, a.Fields.countryCode, '+81', 'JP');
    await page.getByLabel(a.Fields.mobile, { exact: true }).fill(mobile);
    await page.getByLabel(a.Fields.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(a.Fields.confirmPassword, { exact: true }).fill(PASSWORD);
    await page.getByLabel(plainWords(a.SignUp.agreeTerms)).check();
    await page.getByRole('button', { name: a.SignUp.next, exact: true }).click();
    const code = await outboxCode(request, `+81${mobile}`);
    await page.getByLabel(a.Fields.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.SignUp.submit, exact: true }).click();
    await expect(page.getByTestId('sign-up-success')).toBeVisible();
    await page.getByRole('link', { name: a.SignUp.goHome }).click();
    // Masked as the profile masks it.
    await expect(page.getByTestId('account-display-name')).toHaveText(maskPhone(`+81 ${mobile}`));
  });
}

for (const language of [en, ko]) {
  const a = language.messages.Auth;
  test(`sign-up by mobile from Qatar, picked by its name in the dial-code picker (${language.code})`, async ({
    page,
    request,
  }) => {
    const mobile = `3${String(Date.now()).slice(-7)}`;
    await page.goto(`/${language.code}/sign-up`);
    await expect(page.getByTestId('sign-up-form')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('tab', { name: a.Fields.tabMobile }).click();
    await pickFromCombobox(
      page,
      a.Fields.countryCode,
      language.code === 'ko' ? '카타르' : 'Qatar',
      'QA',
    );
    await expect(page.getByRole('combobox', { name: a.Fields.countryCode })).toHaveValue(
      language.code === 'ko' ? '+974 카타르' : '+974 Qatar',
    );
    await page.getByLabel(a.Fields.mobile, { exact: true }).fill(mobile);
    await page.getByLabel(a.Fields.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(a.Fields.confirmPassword, { exact: true }).fill(PASSWORD);
    await page.getByLabel(plainWords(a.SignUp.agreeTerms)).check();
    await page.getByRole('button', { name: a.SignUp.next, exact: true }).click();
    const code = await outboxCode(request, `+974${mobile}`);
    await page.getByLabel(a.Fields.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.SignUp.submit, exact: true }).click();
    await expect(page.getByTestId('sign-up-success')).toBeVisible();
    await page.getByRole('link', { name: a.SignUp.goHome }).click();
    await expect(page.getByTestId('account-display-name')).toHaveText(maskPhone(`+974 ${mobile}`));
  });
}

for (const language of [en, ja]) {
  const a = language.messages.Auth;
  test(`sign-up shows each validation message for its bad input (${language.code})`, async ({
    page,
  }) => {
    await page.goto(`/${language.code}/sign-up`);
    await expect(page.getByTestId('sign-up-form')).toHaveAttribute('data-ready', 'true');
    const next = page.getByRole('button', { name: a.SignUp.next, exact: true });
    await next.click();
    await expect(page.getByText(a.Validation.emailEmpty)).toBeVisible();
    await expect(page.getByText(a.Validation.passwordEmpty, { exact: true })).toBeVisible();
    await expect(page.getByText(a.Validation.passwordReenter, { exact: true })).toBeVisible();
    await expect(page.getByText(a.Validation.agreementRequired)).toBeVisible();

    await page.getByLabel(a.Fields.email, { exact: true }).fill('not-an-email');
    await page.getByLabel(a.Fields.password, { exact: true }).fill('abcdefgh');
    await page.getByLabel(a.Fields.confirmPassword, { exact: true }).fill('abcdefgX');
    await next.click();
    await expect(page.getByText(a.Validation.emailInvalid)).toBeVisible();
    await expect(page.getByText(a.Validation.passwordRule)).toBeVisible();
    await expect(page.getByText(a.Validation.passwordMismatch)).toBeVisible();

    // The rules tick live while typing.
    const rules = page.getByTestId('password-rules');
    await expect(rules.locator('li').first()).toHaveAttribute('data-ok', 'true');
    await expect(rules.locator('li').nth(1)).toHaveAttribute('data-ok', 'false');
    await page.getByLabel(a.Fields.password, { exact: true }).fill('Abcdefg1');
    await expect(rules.locator('li').nth(1)).toHaveAttribute('data-ok', 'true');

    await page.getByRole('tab', { name: a.Fields.tabMobile }).click();
    await next.click();
    await expect(page.getByText(a.Validation.mobileEmpty)).toBeVisible();
    await page.getByLabel(a.Fields.mobile, { exact: true }).fill('01012345678');
    await next.click();
    await expect(page.getByText(a.Validation.mobileInvalid)).toBeVisible();
  });
}
