// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { fakeApi, refusal, userInfo, type FakeApi } from '../testing/fake-api';
import { ChangePassword } from './change-password';

const endSession = vi.fn();
vi.mock('@/lib/session', () => ({ endSession: () => endSession() }));

const p = en.Account.Password;
const v = en.Auth.Validation;
let server: FakeApi;

beforeEach(() => {
  endSession.mockReset();
  sessionStorage.clear();
  server = fakeApi({
    'user/base/info': () => userInfo(),
    'user/common/gateway/send/email': () => ({ retryAfterSeconds: 60 }),
    'user/password/update': () => ({ changed: true }),
  });
});
afterEach(() => vi.restoreAllMocks());

async function openForm(google = false) {
  if (google) server.routes['user/base/info'] = () => userInfo({ googleBound: true });
  const user = userEvent.setup();
  renderWithProviders(<ChangePassword />);
  await user.click(await screen.findByRole('button', { name: p.open }));
  const dialog = await screen.findByRole('dialog', { name: p.title });
  return { user, dialog };
}

describe('changing the password', () => {
  it('says before anything is typed that every session ends and withdrawals pause for 24 hours', async () => {
    renderWithProviders(<ChangePassword />);
    const notice = await screen.findByTestId('password-consequences');
    expect(notice).toHaveTextContent(p.sessionsEnd);
    expect(notice).toHaveTextContent(p.withdrawBlocked);
  });

  it('tells until when withdrawals stay blocked after the last change', async () => {
    const until = Date.UTC(2026, 10, 25, 8, 0, 0);
    server.routes['user/base/info'] = () => userInfo({ withdrawBlockedUntil: until });
    renderWithProviders(<ChangePassword />);
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
      until,
    );
    expect(await screen.findByTestId('withdraw-blocked-until')).toHaveTextContent(
      p.blockedUntil.replace('{time}', time),
    );
  });

  it('names every missing field and sends nothing', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    expect(
      await within(dialog).findByText(en.Account.Validation.currentPasswordEmpty),
    ).toBeVisible();
    expect(within(dialog).getByText(v.passwordEmpty)).toBeVisible();
    expect(within(dialog).getByText(v.passwordReenter)).toBeVisible();
    expect(within(dialog).getByText(v.codeEmpty)).toBeVisible();
    expect(server.paths()).not.toContain('user/password/update');
  });

  it('refuses a weak new password and a confirmation that does not match', async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(p.current), 'Abcdef12!');
    await user.type(within(dialog).getByLabelText(p.new), 'abcdefgh');
    await user.type(within(dialog).getByLabelText(p.confirm), 'abcdefgX');
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    expect(await within(dialog).findByText(v.passwordRule)).toBeVisible();
    expect(within(dialog).getByText(v.passwordMismatch)).toBeVisible();
    expect(server.paths()).not.toContain('user/password/update');
  });

  it('sends a code to the e-mail, changes the password with it, then logs out', async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(p.current), 'Abcdef12!');
    await user.type(within(dialog).getByLabelText(p.new), 'Zyxwvu98!');
    await user.type(within(dialog).getByLabelText(p.confirm), 'Zyxwvu98!');
    await user.click(within(dialog).getByRole('button', { name: en.Account.SecondFactor.send }));
    expect(
      await within(dialog).findByText(
        'A code was sent to tr***@example.com. It is valid for 10 minutes.',
      ),
    ).toBeVisible();
    await user.type(
      within(dialog).getByLabelText(en.Account.SecondFactor.emailCodeLabel),
      '123456',
    );
    await user.click(within(dialog).getByRole('button', { name: p.submit }));

    await vi.waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(server.inputsOf('user/password/update')).toEqual([
      { oldPassword: 'Abcdef12!', newPassword: 'Zyxwvu98!', code: '123456' },
    ]);
    // The page after the reload says why the user was logged out.
    expect(sessionStorage.getItem('account.notice')).toBe('password-changed');
  });

  it('asks an authenticator user for the app code and sends no e-mail', async () => {
    const { user, dialog } = await openForm(true);
    expect(within(dialog).queryByRole('button', { name: en.Account.SecondFactor.send })).toBeNull();
    await user.type(within(dialog).getByLabelText(p.current), 'Abcdef12!');
    await user.type(within(dialog).getByLabelText(p.new), 'Zyxwvu98!');
    await user.type(within(dialog).getByLabelText(p.confirm), 'Zyxwvu98!');
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    expect(await within(dialog).findByText(v.authenticatorEmpty)).toBeVisible();
    await user.type(
      within(dialog).getByLabelText(en.Account.SecondFactor.authenticatorLabel),
      '654321',
    );
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    await vi.waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(server.paths()).not.toContain('user/common/gateway/send/email');
  });

  it('shows a wrong current password in the form and stays logged in', async () => {
    server.routes['user/password/update'] = () => {
      throw refusal(102020718, 'wrong password');
    };
    const { user, dialog } = await openForm(true);
    await user.type(within(dialog).getByLabelText(p.current), 'Wrong-pass1');
    await user.type(within(dialog).getByLabelText(p.new), 'Zyxwvu98!');
    await user.type(within(dialog).getByLabelText(p.confirm), 'Zyxwvu98!');
    await user.type(
      within(dialog).getByLabelText(en.Account.SecondFactor.authenticatorLabel),
      '654321',
    );
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      en.Errors['102020718'],
    );
    expect(endSession).not.toHaveBeenCalled();
  });
});
