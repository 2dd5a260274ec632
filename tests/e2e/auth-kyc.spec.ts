import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createAccount, pickFromCombobox, uniqueEmail } from './auth-helpers';
import { languages } from './fixtures';

const [en, ko] = [languages[0], languages[1]];

/** `country`: the ISO alpha-2 code the picker submits, and the alpha-3 code typed to find it. */
async function verifyIdentity(
  page: Page,
  messages: (typeof en)['messages'],
  country: { code: string; iso3: string },
) {
  const a = messages.Auth;
  await page.getByRole('button', { name: a.Futures.startKyc }).first().click();
  const modal = page.getByTestId('kyc-modal');
  await modal.getByRole('button', { name: a.Kyc.submit }).click();
  await expect(modal.getByText(a.Validation.realNameInvalid)).toBeVisible();
  await expect(modal.getByText(a.Validation.residenceEmpty)).toBeVisible();
  await expect(modal.getByText(a.Validation.idNumberInvalid)).toBeVisible();
  await modal.getByLabel(a.Kyc.realName).fill('Test Person');
  await pickFromCombobox(modal, a.Kyc.residence, country.iso3, country.code);
  await modal.getByLabel(a.Kyc.idNumber).fill('ID-20261122');
  await modal.getByRole('button', { name: a.Kyc.submit }).click();
  await expect(modal.getByText(`${a.Kyc.level1}: ${a.Kyc.state.approved}`)).toBeVisible();
  await modal.getByRole('button', { name: messages.UI.close }).click();
}

for (const language of [en, ko]) {
  const a = language.messages.Auth;
  test(`KYC, then the restricted-jurisdiction notice or the risk warning to open futures (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const restricted = uniqueEmail(`kyc-us-${language.code}`);
    const token = await apiLogin(request, restricted, await createAccount(request, restricted));
    await context.addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
    await page.goto(`/${language.code}/account`);
    await expect(page.getByText(a.Futures.kycRequired)).toBeVisible();
    await verifyIdentity(page, language.messages, { code: 'US', iso3: 'USA' });
    await expect(page.getByTestId('futures-restricted')).toContainText(a.Futures.restrictedTitle);
    await expect(page.getByTestId('kyc-status')).toContainText(a.Kyc.state.approved);

    const allowed = uniqueEmail(`kyc-jp-${language.code}`);
    const other = await apiLogin(request, allowed, await createAccount(request, allowed));
    await context.addCookies([{ name: 'exch-token', value: other, url: baseURL ?? '' }]);
    await page.goto(`/${language.code}/account`);
    await verifyIdentity(page, language.messages, { code: 'JP', iso3: 'JPN' });
    const warning = page.getByTestId('risk-warning');
    await expect(warning).toContainText(a.Futures.riskBody);
    const open = warning.getByRole('button', { name: a.Futures.open });
    await expect(open).toBeDisabled();
    await warning.getByLabel(a.Futures.riskAccept).check();
    await open.click();
    await expect(page.getByTestId('futures-opened')).toBeVisible();
  });
}
