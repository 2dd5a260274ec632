import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createAccount, uniqueEmail } from './auth-helpers';
import { languages } from './fixtures';

const [en, ko] = [languages[0], languages[1]];

async function verifyIdentity(page: Page, a: (typeof en)['messages']['Auth'], country: string) {
  await page.getByRole('button', { name: a.startKyc }).first().click();
  const modal = page.getByTestId('kyc-modal');
  await modal.getByRole('button', { name: a.submit }).click();
  await expect(modal.getByText(a.realNameInvalid)).toBeVisible();
  await expect(modal.getByText(a.residenceEmpty)).toBeVisible();
  await expect(modal.getByText(a.idNumberInvalid)).toBeVisible();
  await modal.getByLabel(a.realName).fill('Test Person');
  await modal.getByLabel(a.residence).selectOption(country);
  await modal.getByLabel(a.idNumber).fill('ID-20261122');
  await modal.getByRole('button', { name: a.submit }).click();
  await expect(modal.getByText(`${a.kycLevel1}: ${a.kycState.approved}`)).toBeVisible();
  await modal.getByRole('button', { name: a.close }).click();
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
    await expect(page.getByText(a.kycRequired)).toBeVisible();
    await verifyIdentity(page, a, 'US');
    await expect(page.getByTestId('futures-restricted')).toContainText(a.restrictedTitle);
    await expect(page.getByTestId('kyc-status')).toContainText(a.kycState.approved);

    const allowed = uniqueEmail(`kyc-jp-${language.code}`);
    const other = await apiLogin(request, allowed, await createAccount(request, allowed));
    await context.addCookies([{ name: 'exch-token', value: other, url: baseURL ?? '' }]);
    await page.goto(`/${language.code}/account`);
    await verifyIdentity(page, a, 'JP');
    const warning = page.getByTestId('risk-warning');
    await expect(warning).toContainText(a.riskBody);
    const open = warning.getByRole('button', { name: a.openFutures });
    await expect(open).toBeDisabled();
    await warning.getByLabel(a.riskAccept).check();
    await open.click();
    await expect(page.getByTestId('futures-opened')).toBeVisible();
  });
}
