// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { STEP_UP_TOKEN, passStepUp } from '@/lib/test-utils/step-up';
import { fakeApi, refusal, userInfo, type FakeApi } from '../testing/fake-api';
import { ProfileSummary } from './profile-summary';
import { wireCountry } from '@/lib/test-utils/wire-content';

const pr = en.Account.Profile;
const c = en.Account.Contact;
const sv = en.SecurityVerification;
let email: string | null;
let phone: string | null;
let server: FakeApi;

const COUNTRIES = [
  wireCountry({ code: 'KR', iso3: 'KOR', dialCode: '+82', name: 'South Korea' }),
  wireCountry({ code: 'JP', iso3: 'JPN', dialCode: '+81', name: 'Japan' }),
];

beforeEach(() => {
  email = 'trader@example.com';
  phone = null;
  toastStore.setState({ toasts: [] });
  server = fakeApi({
    'user/base/info': () => userInfo({ email, phone }),
    'public/country/list': () => COUNTRIES,
    'user/contact/sendCode': () => ({ retryAfterSeconds: 60 }),
    'user/contact/update': (body) => {
      const input = body as { email?: string; dialCode?: string; mobile?: string };
      if (input.email) email = input.email;
      if (input.mobile) phone = `${input.dialCode} ${input.mobile}`;
      return { email: 'ma***@example.com', phone: null };
    },
  });
});
afterEach(() => vi.restoreAllMocks());

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

async function open(name: string, title: string) {
  const user = userEvent.setup();
  renderWithProviders(<ProfileSummary />);
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog };
}

describe('changing the account’s e-mail or phone', () => {
  it('offers to change the e-mail and to add a phone the account lacks', async () => {
    renderWithProviders(<ProfileSummary />);
    expect(await screen.findByTestId('profile-email')).toHaveTextContent('tr***@example.com');
    expect(screen.getByRole('button', { name: pr.changeEmail })).toBeVisible();
    expect(screen.getByRole('button', { name: pr.addPhone })).toBeVisible();
    expect(screen.queryByRole('button', { name: pr.addEmail })).toBeNull();
  });

  it('sends a code to the new e-mail, then changes it with that code and the step-up’s token', async () => {
    const { user, dialog } = await open(pr.changeEmail, c.changeEmailTitle);
    expect(within(dialog).getByTestId('security-change-notice')).toBeVisible();
    await user.type(within(dialog).getByLabelText(c.newEmail), 'maker@example.com');
    await user.click(within(dialog).getByRole('button', { name: sv.send }));
    expect(
      await within(dialog).findByText(sv.sentTo.replace('{target}', 'maker@example.com')),
    ).toBeVisible();
    expect(server.inputsOf('user/contact/sendCode')).toEqual([{ email: 'maker@example.com' }]);
    await user.type(within(dialog).getByLabelText(c.code), '246810');
    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    // The step-up's code goes to the account's current address, not the new one.
    await passStepUp(user, { send: true, code: '135791' });

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.inputsOf('user/common/gateway/send/email')).toEqual([{}]);
    expect(server.inputsOf('user/security/stepUp')).toEqual([
      { password: 'Abcdef12!', code: '135791' },
    ]);
    expect(server.inputsOf('user/contact/update')).toEqual([
      { email: 'maker@example.com', code: '246810', stepUpToken: STEP_UP_TOKEN },
    ]);
    expect(toasts()).toContain(c.emailChanged);
    expect(await screen.findByTestId('profile-email')).toHaveTextContent('ma***@example.com');
  });

  it('adds a phone with its country code', async () => {
    const { user, dialog } = await open(pr.addPhone, c.addPhoneTitle);
    await user.click(within(dialog).getByRole('combobox', { name: en.Auth.Fields.countryCode }));
    await user.type(
      within(dialog).getByRole('combobox', { name: en.Auth.Fields.countryCode }),
      'Japan',
    );
    await user.click(await screen.findByRole('option', { name: /Japan/ }));
    await user.type(within(dialog).getByLabelText(c.newMobile), '9012345678');
    await user.click(within(dialog).getByRole('button', { name: sv.send }));
    await vi.waitFor(() =>
      expect(server.inputsOf('user/contact/sendCode')).toEqual([
        { dialCode: '+81', mobile: '9012345678' },
      ]),
    );
    await user.type(within(dialog).getByLabelText(c.code), '246810');
    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    await passStepUp(user, { send: true });
    await vi.waitFor(() =>
      expect(server.inputsOf('user/contact/update')).toEqual([
        { dialCode: '+81', mobile: '9012345678', code: '246810', stepUpToken: STEP_UP_TOKEN },
      ]),
    );
    expect(toasts()).toContain(c.phoneAdded);
    expect(await screen.findByTestId('profile-phone')).toHaveTextContent('+81 901****678');
  });

  it('checks the new address before sending a code to it', async () => {
    const { user, dialog } = await open(pr.changeEmail, c.changeEmailTitle);
    await user.type(within(dialog).getByLabelText(c.newEmail), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: sv.send }));
    expect(await within(dialog).findByText(en.Auth.Validation.emailInvalid)).toBeVisible();
    expect(server.paths()).not.toContain('user/contact/sendCode');
  });

  it('says on the field that the new e-mail is taken', async () => {
    server.routes['user/contact/sendCode'] = () => {
      throw refusal(102020712, 'taken');
    };
    const { user, dialog } = await open(pr.changeEmail, c.changeEmailTitle);
    await user.type(within(dialog).getByLabelText(c.newEmail), 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: sv.send }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(c.newEmail)).toHaveAccessibleDescription(
        en.Errors['102020712'],
      ),
    );
    expect(toasts()).not.toContain(en.Errors['102020712']);
  });

  it('says on the code field that the code sent to the new address is wrong, and changes nothing', async () => {
    server.routes['user/contact/update'] = () => {
      throw refusal(102020714, 'wrong code');
    };
    const { user, dialog } = await open(pr.changeEmail, c.changeEmailTitle);
    await user.type(within(dialog).getByLabelText(c.newEmail), 'maker@example.com');
    await user.type(within(dialog).getByLabelText(c.code), '000000');
    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    await passStepUp(user, { send: true });
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(c.code)).toHaveAccessibleDescription(
        new RegExp(en.Errors['102020714']),
      ),
    );
    expect(screen.getByRole('dialog', { name: c.changeEmailTitle })).toBeVisible();
    expect(email).toBe('trader@example.com');
  });
});
