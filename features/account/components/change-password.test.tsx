// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as SessionModule from '@/lib/session';
import { toastStore } from '@/components/toast';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { STEP_UP_TOKEN, passStepUp } from '@/lib/test-utils/step-up';
import { fakeApi, refusal, userInfo, type FakeApi } from '../testing/fake-api';
import { ChangePassword } from './change-password';

const endSession = vi.fn();
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  endSession: () => endSession(),
}));

const p = en.Account.Password;
const v = en.Auth.Validation;
const sv = en.SecurityVerification;
let server: FakeApi;

beforeEach(() => {
  endSession.mockReset();
  toastStore.setState({ toasts: [] });
  server = fakeApi({
    'user/base/info': () => userInfo(),
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

async function fillNewPassword(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  password = 'Zyxwvu98!',
) {
  await user.type(within(dialog).getByLabelText(p.new), password);
  await user.type(within(dialog).getByLabelText(p.confirm), password);
  await user.click(within(dialog).getByRole('button', { name: p.submit }));
}

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

describe('changing the password', () => {
  it('says before anything is typed what the change costs', async () => {
    renderWithProviders(<ChangePassword />);
    const notice = (await screen.findAllByTestId('security-change-notice'))[0];
    expect(notice).toHaveTextContent(sv.Consequences.sessions);
    expect(notice).toHaveTextContent(sv.Consequences.apiKeys);
    expect(notice).toHaveTextContent(sv.Consequences.withdrawals);
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

  it('asks only for the new password twice; the current one is the step-up’s', async () => {
    const { dialog } = await openForm();
    expect(within(dialog).queryByLabelText(sv.password)).toBeNull();
    expect(within(dialog).queryByLabelText(sv.emailCodeLabel)).toBeNull();
    expect(within(dialog).getByLabelText(p.new)).toBeVisible();
    expect(within(dialog).getByLabelText(p.confirm)).toBeVisible();
  });

  it('names every missing field and asks nothing of the server', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    expect(await within(dialog).findByText(v.passwordEmpty)).toBeVisible();
    expect(within(dialog).getByText(v.passwordReenter)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: sv.title })).toBeNull();
    expect(server.paths()).not.toContain('user/password/update');
  });

  it('refuses a weak new password and a confirmation that does not match', async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(p.new), 'abcdefgh');
    await user.type(within(dialog).getByLabelText(p.confirm), 'abcdefgX');
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    expect(await within(dialog).findByText(v.passwordRule)).toBeVisible();
    expect(within(dialog).getByText(v.passwordMismatch)).toBeVisible();
    expect(server.paths()).not.toContain('user/password/update');
  });

  it('changes the password with the step-up’s token (e-mail code), says so, and stays logged in', async () => {
    const { user, dialog } = await openForm();
    await fillNewPassword(user, dialog);
    await passStepUp(user, { password: 'Abcdef12!', send: true, code: '123456' });

    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: p.title })).toBeNull());
    expect(server.inputsOf('user/common/gateway/send/email')).toEqual([{}]);
    expect(server.inputsOf('user/security/stepUp')).toEqual([
      { password: 'Abcdef12!', code: '123456' },
    ]);
    expect(server.inputsOf('user/password/update')).toEqual([
      { newPassword: 'Zyxwvu98!', stepUpToken: STEP_UP_TOKEN },
    ]);
    expect(toasts()).toContain('Changed password successfully!');
    expect(endSession).not.toHaveBeenCalled();
  });

  it('asks an authenticator user for the app code and sends no e-mail', async () => {
    const { user, dialog } = await openForm(true);
    await fillNewPassword(user, dialog);
    const stepUp = await screen.findByRole('dialog', { name: sv.title });
    expect(await within(stepUp).findByLabelText(sv.authenticatorLabel)).toBeVisible();
    expect(within(stepUp).queryByRole('button', { name: sv.send })).toBeNull();
    await passStepUp(user, { code: '654321' });
    await vi.waitFor(() => expect(server.inputsOf('user/password/update')).toHaveLength(1));
    expect(server.paths()).not.toContain('user/common/gateway/send/email');
  });

  it('asks for the step-up again for the next change: a password change ends every step-up', async () => {
    const { user, dialog } = await openForm(true);
    await fillNewPassword(user, dialog);
    await passStepUp(user);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: p.title })).toBeNull());
    await user.click(screen.getByRole('button', { name: p.open }));
    await fillNewPassword(user, await screen.findByRole('dialog', { name: p.title }), 'Qwerty77!');
    await passStepUp(user);
    await vi.waitFor(() => expect(server.inputsOf('user/password/update')).toHaveLength(2));
    expect(server.inputsOf('user/security/stepUp')).toHaveLength(2);
  });

  it('keeps the form when the step-up is cancelled, and changes nothing', async () => {
    const { user, dialog } = await openForm(true);
    await fillNewPassword(user, dialog);
    const stepUp = await screen.findByRole('dialog', { name: sv.title });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(stepUp).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: p.title })).toBeVisible();
    expect(within(dialog).getByLabelText(p.new)).toHaveValue('Zyxwvu98!');
    expect(server.paths()).not.toContain('user/password/update');
  });

  it('shows the server’s refusal of the new password in the form', async () => {
    server.routes['user/password/update'] = () => {
      throw refusal(102020711, 'weak');
    };
    const { user, dialog } = await openForm(true);
    await fillNewPassword(user, dialog);
    await passStepUp(user);
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      en.Errors['102020711'],
    );
    expect(endSession).not.toHaveBeenCalled();
  });
});
