import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './test';
import { apiLogin, createAccount, pickFromCombobox, uniqueEmail } from './auth-helpers';
import { e2eDataDir } from './data-dirs';
import { languages, mobileServerUrl } from './fixtures';

/** The second e2e server leaves KYC to the operator (KYC_AUTO_APPROVE=off, playwright.config.ts). */
const reviewServerPort = Number(process.env.E2E_PORT ?? 3200) + 1;

/** `npx tsx server/cli/kyc.ts …` as the operator runs it beside that server. */
function kycCommand(...args: string[]) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/kyc.ts', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir(reviewServerPort) },
  });
}

for (const language of [languages[0], languages[2]]) {
  const a = language.messages.Auth;
  test(`a user under KYC review sees the operator's approval without logging in again (${language.code})`, async ({
    page,
    context,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL: mobileServerUrl });
    const email = uniqueEmail(`kyc-review-${language.code}`);
    const token = await apiLogin(api, email, await createAccount(api, email));
    await context.addCookies([{ name: 'exch-token', value: token, url: mobileServerUrl }]);
    await page.goto(`${mobileServerUrl}/${language.code}/account`);

    await page.getByRole('button', { name: a.Futures.startKyc }).first().click();
    const modal = page.getByTestId('kyc-modal');
    await modal.getByLabel(a.Kyc.realName).fill('Review Person');
    await pickFromCombobox(modal, a.Kyc.residence, 'JPN', 'JP');
    await modal.getByLabel(a.Kyc.idNumber).fill('ID-20261124');
    await modal.getByRole('button', { name: a.Kyc.submit }).click();
    await expect(modal.getByText(a.Kyc.underReviewNote)).toBeVisible();
    await modal.getByRole('button', { name: language.messages.UI.close }).click();

    const status = page.getByTestId('kyc-status');
    await expect(status).toContainText(`${a.Kyc.level1}: ${a.Kyc.state.pending}`);
    await expect(page.getByTestId('kyc-under-review')).toBeVisible();
    await expect(page.getByTestId('futures-kyc-under-review')).toBeVisible();
    await expect(page.getByRole('button', { name: a.Futures.startKyc })).toHaveCount(0);

    // A mark on this very document: it must survive, i.e. no reload, no new login.
    await page.evaluate(() => document.body.setAttribute('data-before-review', 'yes'));
    const info = await api.post('/api/v2/user/base/info', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    const { userId } = ((await info.json()) as { data: { userId: number } }).data;
    const listed = await kycCommand('list');
    expect(listed.stdout).toMatch(new RegExp(`^user ${userId} level 1 submitted `, 'm'));
    const approved = await kycCommand('approve', String(userId));
    expect(approved.stdout.trim()).toBe(`user ${userId} level 1: approved`);

    await expect(status).toContainText(`${a.Kyc.level1}: ${a.Kyc.state.approved}`, {
      timeout: 15_000,
    });
    await expect(page.locator('body')).toHaveAttribute('data-before-review', 'yes');
    await expect(page.getByTestId('risk-warning')).toBeVisible();
    await expect(page.getByTestId('kyc-under-review')).toHaveCount(0);
    await expect(page.getByRole('button', { name: a.Kyc.documentsStart })).toBeVisible();
    await expect(page.getByRole('button', { name: a.Futures.startKyc })).toHaveCount(0);

    // Approved, on a fresh load too: no "Verify now" on the account page or the home page.
    await page.reload();
    await expect(status).toContainText(`${a.Kyc.level1}: ${a.Kyc.state.approved}`);
    await expect(page.getByRole('button', { name: a.Futures.startKyc })).toHaveCount(0);
    await page.goto(`${mobileServerUrl}/${language.code}`);
    await expect(page.getByText(a.Futures.startKyc)).toHaveCount(0);
    await api.dispose();
  });
}
