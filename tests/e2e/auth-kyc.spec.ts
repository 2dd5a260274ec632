import { expect, test, type Page } from './test';
import { apiLogin, createAccount, pickFromCombobox, uniqueEmail } from './auth-helpers';
import { languages } from './fixtures';

const [en, ko] = [languages[0], languages[1]];

/**
 * `country`: the ISO alpha-2 code the picker submits, the alpha-3 code typed to find it, and its
 * name (`restricted` residences ask for a confirmation before they are sent).
 */
async function verifyIdentity(
  page: Page,
  messages: (typeof en)['messages'],
  country: { code: string; iso3: string; restricted?: { name: string } },
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
  if (country.restricted) {
    const confirm = page.getByRole('alertdialog', {
      name: a.Kyc.restrictedConfirm.title.replace('{country}', country.restricted.name),
    });
    await confirm.getByRole('button', { name: a.Kyc.restrictedConfirm.confirm }).click();
    await expect(confirm).toBeHidden();
  }
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
    await verifyIdentity(page, language.messages, {
      code: 'US',
      iso3: 'USA',
      // Named as the country list (CLDR) names it.
      restricted: { name: language.code === 'ko' ? '미국' : 'United States' },
    });
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

for (const language of [en, ko]) {
  const a = language.messages.Auth;
  test(`KYC residence: "Korea" finds South Korea first, and a resident of Qatar is verified (${language.code})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const email = uniqueEmail(`kyc-qa-${language.code}`);
    const token = await apiLogin(request, email, await createAccount(request, email));
    await context.addCookies([{ name: 'exch-token', value: token, url: baseURL ?? '' }]);
    await page.goto(`/${language.code}/account`);
    await page.getByRole('button', { name: a.Futures.startKyc }).first().click();
    const modal = page.getByTestId('kyc-modal');
    const residence = modal.getByRole('combobox', { name: a.Kyc.residence });
    await residence.fill('Korea');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveAttribute('data-value', 'KR');
    await expect(options.nth(1)).toHaveAttribute('data-value', 'KP');
    // Escape closes the list, not the modal.
    await residence.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    await modal.getByLabel(a.Kyc.realName).fill('Hamad Al Thani');
    // Found by its name in the page's language, as a resident types it.
    await pickFromCombobox(
      modal,
      a.Kyc.residence,
      language.code === 'ko' ? '카타르' : 'Qatar',
      'QA',
    );
    await modal.getByLabel(a.Kyc.idNumber).fill('QA-28763400');
    await modal.getByRole('button', { name: a.Kyc.submit }).click();
    // Not a restricted residence: nothing to confirm.
    await expect(modal.getByText(`${a.Kyc.level1}: ${a.Kyc.state.approved}`)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await modal.getByRole('button', { name: language.messages.UI.close }).click();
    await expect(page.getByTestId('risk-warning')).toContainText(a.Futures.riskBody);
  });
}
