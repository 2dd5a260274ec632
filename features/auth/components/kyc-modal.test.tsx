// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { KycReview } from '@/features/session';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { COUNTRIES, fakeV2, refusal, userInfo, type FakeV2 } from '../testing/fake-v2';
import { FuturesAccount } from './futures-account';
import { IdentityVerification } from './identity-verification';
import { wireCountry } from '@/lib/test-utils/wire-content';

vi.mock('@/lib/session', () => ({ hasToken: () => true, subscribeToken: () => () => undefined }));
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const a = en.Auth;
let level1: KycReview;
let residence: string | null;
let server: FakeV2;

beforeEach(() => {
  level1 = 'none';
  residence = null;
  server = fakeV2({
    'user/base/info': () => userInfo({ kycLevel1: level1, residenceCountry: residence }),
    'user/kyc/level1': () => {
      level1 = 'pending';
      return { status: 'pending' };
    },
  });
});
afterEach(() => vi.restoreAllMocks());

async function openModal() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <IdentityVerification />
      <FuturesAccount />
    </>,
  );
  // The KYC section's button (the futures section offers the same step further down).
  const [verify] = await screen.findAllByRole('button', { name: a.Kyc.start });
  if (!verify) throw new Error('no "Verify now" button');
  await user.click(verify);
  const dialog = await screen.findByRole('dialog', { name: a.Kyc.title });
  return { user, verify, dialog };
}

/** Types into the searchable residence picker and clicks the country it finds. */
async function pickResidence(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  search: string,
  name: string,
) {
  const picker = within(dialog).getByRole('combobox', { name: a.Kyc.residence });
  await user.type(picker, search);
  await user.click(await screen.findByRole('option', { name }));
  expect(picker).toHaveValue(name);
}

describe('KYC modal', () => {
  it('opens as a dialog named by its title, with the focus inside', async () => {
    const { dialog } = await openModal();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByLabelText(a.Kyc.realName)).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to "Verify now"', async () => {
    const { user, verify } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(verify).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openModal();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('checks the fields before sending anything', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: a.Kyc.submit }));
    expect(await within(dialog).findByText(a.Validation.realNameInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(a.Validation.residenceEmpty)).toBeInTheDocument();
    expect(within(dialog).getByText(a.Validation.idNumberInvalid)).toBeInTheDocument();
    expect(server.paths()).not.toContain('user/kyc/level1');
  });

  it('submits level 1 and shows the review state the user info now reports', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText(a.Kyc.realName), 'Kim Min-jun');
    await pickResidence(user, dialog, '대한민국', 'South Korea');
    await user.type(within(dialog).getByLabelText(a.Kyc.idNumber), 'M1234567');
    const infoReads = server.paths().filter((path) => path === 'user/base/info').length;
    await user.click(within(dialog).getByRole('button', { name: a.Kyc.submit }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(a.Kyc.underReviewNote);
    expect(server.bodiesOf('user/kyc/level1')).toEqual([
      { realName: 'Kim Min-jun', country: 'KR', idNumber: 'M1234567' },
    ]);
    // The submission invalidated the one user-info query: it was read again.
    expect(server.paths().filter((path) => path === 'user/base/info').length).toBeGreaterThan(
      infoReads,
    );
    expect(within(dialog).queryByLabelText(a.Kyc.realName)).toBeNull();
  });

  it('shows a refusal once, inside the dialog', async () => {
    server.routes['user/kyc/level1'] = () => {
      throw refusal(102030501, 'refused');
    };
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText(a.Kyc.realName), 'Kim Min-jun');
    await pickResidence(user, dialog, '대한민국', 'South Korea');
    await user.type(within(dialog).getByLabelText(a.Kyc.idNumber), 'M1234567');
    await user.click(within(dialog).getByRole('button', { name: a.Kyc.submit }));
    const error = await within(dialog).findByTestId('form-error');
    expect(within(dialog).getAllByRole('alert')).toEqual([error]);
  });

  it('lists South Korea before North Korea when the search is "Korea"', async () => {
    server.routes['public/country/list'] = () => [
      ...COUNTRIES,
      wireCountry({
        code: 'KP',
        iso3: 'PRK',
        dialCode: '+850',
        name: 'North Korea',
        names: { ko: '북한', ja: '北朝鮮', 'zh-hant': '北韓' },
        restricted: true,
      }),
    ];
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('combobox', { name: a.Kyc.residence }), 'Korea');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['South Korea', 'North Korea']);
  });

  it('asks before submitting a residence where futures are not offered', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText(a.Kyc.realName), 'Jane Doe');
    await pickResidence(user, dialog, 'USA', 'United States');
    await user.type(within(dialog).getByLabelText(a.Kyc.idNumber), 'A1234567');
    await user.click(within(dialog).getByRole('button', { name: a.Kyc.submit }));

    const title = a.Kyc.restrictedConfirm.title.replace('{country}', 'United States');
    const confirm = await screen.findByRole('alertdialog', { name: title });
    expect(confirm).toHaveTextContent(
      a.Kyc.restrictedConfirm.body.replaceAll('{country}', 'United States'),
    );
    await user.click(within(confirm).getByRole('button', { name: en.UI.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.paths()).not.toContain('user/kyc/level1');

    await user.click(within(dialog).getByRole('button', { name: a.Kyc.submit }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: a.Kyc.restrictedConfirm.confirm,
      }),
    );
    await waitFor(() =>
      expect(server.bodiesOf('user/kyc/level1')).toEqual([
        { realName: 'Jane Doe', country: 'US', idNumber: 'A1234567' },
      ]),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(a.Kyc.underReviewNote);
  });

  it('sends an allowed residence without asking', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText(a.Kyc.realName), 'Jane Doe');
    await pickResidence(user, dialog, 'GBR', 'United Kingdom');
    await user.type(within(dialog).getByLabelText(a.Kyc.idNumber), 'A1234567');
    await user.click(within(dialog).getByRole('button', { name: a.Kyc.submit }));
    await waitFor(() => expect(server.bodiesOf('user/kyc/level1')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets a submission under review be corrected from the account page', async () => {
    level1 = 'pending';
    residence = 'KR';
    const user = userEvent.setup();
    renderWithProviders(<IdentityVerification />);
    await user.click(await screen.findByRole('button', { name: a.Kyc.correct }));
    const dialog = await screen.findByRole('dialog', { name: a.Kyc.title });
    expect(within(dialog).getByText(a.Kyc.correctionNote)).toBeInTheDocument();
    // The residence declared last is already chosen.
    expect(within(dialog).getByRole('combobox', { name: a.Kyc.residence })).toHaveValue(
      'South Korea',
    );
    await user.type(within(dialog).getByLabelText(a.Kyc.realName), 'Kim Min-jun');
    await pickResidence(user, dialog, 'GBR', 'United Kingdom');
    await user.type(within(dialog).getByLabelText(a.Kyc.idNumber), 'M7654321');
    await user.click(within(dialog).getByRole('button', { name: a.Kyc.submit }));

    await waitFor(() => expect(within(dialog).queryByLabelText(a.Kyc.realName)).toBeNull());
    expect(server.bodiesOf('user/kyc/level1')).toEqual([
      { realName: 'Kim Min-jun', country: 'GB', idNumber: 'M7654321' },
    ]);
    // Still under review: it may be corrected again.
    expect(within(dialog).getByRole('button', { name: a.Kyc.correct })).toBeInTheDocument();
  });
});
