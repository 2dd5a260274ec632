// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { fakeV2, refusal, type FakeV2 } from '../testing/fake-v2';
import { ForgotPasswordFlow } from './forgot-password-flow';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const a = en.Auth;
let server: FakeV2;

beforeEach(() => {
  server = fakeV2({
    'user/find/password/new/one': () => ({
      ticket: 'r-1',
      factor: 'sms',
      target: '+82 10****5678',
      retryAfterSeconds: 60,
    }),
    'user/find/strategy/validCode': () => ({
      resetTicket: 'reset-1',
      authenticatorRequired: false,
    }),
    'user/find/password/three': () => ({ changed: true }),
    'user/common/gateway/send/sms': () => ({ retryAfterSeconds: 60 }),
  });
});
afterEach(() => vi.restoreAllMocks());

const currentStep = () =>
  screen.getByTestId('recovery-steps').querySelector('[aria-current="step"]');

describe('password recovery', () => {
  it('walks through identify, verify and reset, then offers the way back to log in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordFlow />);
    expect(currentStep()).toHaveTextContent(a.Forgot.step1);
    await user.click(screen.getByRole('tab', { name: a.Fields.tabMobile }));
    // English chooses no country by itself.
    const dialCode = screen.getByRole('combobox', { name: a.Fields.countryCode });
    expect(dialCode).toHaveValue('');
    await user.type(dialCode, '+44');
    await user.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    await user.type(screen.getByLabelText(a.Fields.mobile), '1012345678');
    await user.click(screen.getByRole('button', { name: a.Forgot.next }));

    expect(
      await screen.findByText(a.CodeStep.sentTo.replace('{target}', '+82 10****5678')),
    ).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent(a.Forgot.step2);
    expect(server.bodiesOf('user/find/password/new/one')).toEqual([
      { dialCode: '+44', mobile: '1012345678' },
    ]);
    await user.type(screen.getByLabelText(a.Fields.code), '111222');
    await user.click(screen.getByRole('button', { name: a.Forgot.next }));

    expect(await screen.findByLabelText(a.Fields.newPassword)).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent(a.Forgot.step3);
    expect(server.bodiesOf('user/find/strategy/validCode')).toEqual([
      { ticket: 'r-1', code: '111222' },
    ]);
    await user.type(screen.getByLabelText(a.Fields.newPassword), 'Fresh-Pass1');
    await user.type(screen.getByLabelText(a.Fields.confirmPassword), 'Fresh-Pass1');
    await user.click(screen.getByRole('button', { name: a.Forgot.submit }));

    expect(await screen.findByText(a.Forgot.done)).toBeInTheDocument();
    expect(server.bodiesOf('user/find/password/three')).toEqual([
      // The contract's body: no authenticator code is '' (as the server reads a missing one).
      { resetTicket: 'reset-1', password: 'Fresh-Pass1', googleCode: '' },
    ]);
    // Without an authenticator on the account, step 3 asks for none.
    expect(screen.queryByLabelText(a.Fields.authenticatorCode)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: a.Forgot.backToLogIn })).toHaveAttribute(
      'href',
      '/log-in',
    );
  });

  it('resends the recovery code for the ticket by its channel', async () => {
    const user = userEvent.setup();
    server.routes['user/find/password/new/one'] = () => ({
      ticket: 'r-2',
      factor: 'sms',
      target: '+82 10****5678',
      retryAfterSeconds: 0,
    });
    renderWithProviders(<ForgotPasswordFlow />);
    await user.type(screen.getByLabelText(a.Fields.email), 'trader@example.com');
    await user.click(screen.getByRole('button', { name: a.Forgot.next }));
    await user.click(await screen.findByRole('button', { name: a.CodeStep.resend }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(server.bodiesOf('user/common/gateway/send/sms')).toEqual([
      { ticket: 'r-2', kind: 'recover' },
    ]);
  });

  it('stays on the code step with the refusal when the code is wrong', async () => {
    server.routes['user/find/strategy/validCode'] = () => {
      throw refusal(102020714, 'bad code');
    };
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordFlow />);
    await user.type(screen.getByLabelText(a.Fields.email), 'trader@example.com');
    await user.click(screen.getByRole('button', { name: a.Forgot.next }));
    await user.type(await screen.findByLabelText(a.Fields.code), '999999');
    await user.click(screen.getByRole('button', { name: a.Forgot.next }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(en.Errors['102020714']);
    expect(currentStep()).toHaveTextContent(a.Forgot.step2);
  });

  it('asks for the authenticator code with the new password when the account has an app', async () => {
    server.routes['user/find/strategy/validCode'] = () => ({
      resetTicket: 'reset-2',
      authenticatorRequired: true,
    });
    server.routes['user/find/password/three'] = (body) => {
      if ((body as { googleCode?: string }).googleCode !== '654321')
        throw refusal(102020704, 'authenticator code wrong');
      return { changed: true };
    };
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordFlow />);
    await user.type(screen.getByLabelText(a.Fields.email), 'trader@example.com');
    await user.click(screen.getByRole('button', { name: a.Forgot.next }));
    await user.type(await screen.findByLabelText(a.Fields.code), '111222');
    await user.click(screen.getByRole('button', { name: a.Forgot.next }));
    expect(await screen.findByText(a.Forgot.authenticatorHint)).toBeInTheDocument();
    await user.type(screen.getByLabelText(a.Fields.newPassword), 'Fresh-Pass1');
    await user.type(screen.getByLabelText(a.Fields.confirmPassword), 'Fresh-Pass1');
    // The code is required before anything is sent.
    await user.click(screen.getByRole('button', { name: a.Forgot.submit }));
    expect(server.bodiesOf('user/find/password/three')).toEqual([]);
    await user.type(screen.getByLabelText(a.Fields.authenticatorCode), '111111');
    await user.click(screen.getByRole('button', { name: a.Forgot.submit }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(en.Errors['102020704']);
    await user.clear(screen.getByLabelText(a.Fields.authenticatorCode));
    await user.type(screen.getByLabelText(a.Fields.authenticatorCode), '654321');
    await user.click(screen.getByRole('button', { name: a.Forgot.submit }));
    expect(await screen.findByText(a.Forgot.done)).toBeInTheDocument();
    expect(server.bodiesOf('user/find/password/three').at(-1)).toEqual({
      resetTicket: 'reset-2',
      password: 'Fresh-Pass1',
      googleCode: '654321',
    });
  });
});
