// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { makeQueryClient } from '@/lib/query-client';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { STEP_UP_TOKEN, passStepUp } from '@/lib/test-utils/step-up';
import { fakeV2, refusal, userInfo, type FakeV2 } from '../testing/fake-v2';
import { AuthenticatorSettings } from './authenticator-settings';

const a = en.Auth;
const sv = en.SecurityVerification;
let bound: boolean;
let guides: number;
let server: FakeV2;

beforeEach(() => {
  bound = true;
  guides = 0;
  toastStore.setState({ toasts: [] });
  server = fakeV2({
    'user/base/info': () => userInfo({ googleBound: bound }),
    'user/login/bindGoogle': () => {
      const replaced = bound;
      bound = true;
      return { bound: true, replaced };
    },
    'user/login/unbindGoogle': () => {
      bound = false;
      return { bound: false };
    },
    'user/login/guideGoogle': () => {
      guides += 1;
      return {
        secret: guides === 1 ? 'JBSWY3DPEHPK3PXP' : 'KRSXG5CTMVRXEZLU',
        otpauthUrl: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,AA==',
        bound,
      };
    },
  });
});
afterEach(() => vi.restoreAllMocks());

async function openUnbind() {
  const user = userEvent.setup();
  renderWithProviders(<AuthenticatorSettings />);
  expect(await screen.findByTestId('authenticator-bound')).toHaveTextContent(a.Authenticator.bound);
  await user.click(screen.getByRole('button', { name: a.Authenticator.unbind }));
  const dialog = await screen.findByRole('dialog', { name: a.Authenticator.unbindTitle });
  return { user, dialog };
}

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

describe('unbinding the authenticator', () => {
  it('says what the change costs, and unbinds only after the step-up, with its token', async () => {
    const { user, dialog } = await openUnbind();
    expect(within(dialog).getByTestId('security-change-notice')).toHaveTextContent(
      sv.Consequences.apiKeys,
    );
    await user.click(within(dialog).getByRole('button', { name: a.Authenticator.unbindSubmit }));
    expect(server.paths()).not.toContain('user/login/unbindGoogle');
    // The step-up asks for the bound app's code.
    const stepUpDialog = await screen.findByRole('dialog', { name: sv.title });
    expect(await within(stepUpDialog).findByText(sv.descriptionAuthenticator)).toBeVisible();
    await passStepUp(user, { code: '123456' });

    expect(await screen.findByRole('button', { name: a.Authenticator.start })).toBeVisible();
    expect(server.bodiesOf('user/security/stepUp')).toEqual([
      { password: 'Abcdef12!', code: '123456' },
    ]);
    expect(server.bodiesOf('user/login/unbindGoogle')).toEqual([{ stepUpToken: STEP_UP_TOKEN }]);
    expect(toasts()).toContain(a.Authenticator.unbound);
  });

  it('sends nothing when the step-up is cancelled, and stays bound', async () => {
    const { user, dialog } = await openUnbind();
    await user.click(within(dialog).getByRole('button', { name: a.Authenticator.unbindSubmit }));
    const stepUpDialog = await screen.findByRole('dialog', { name: sv.title });
    await user.click(within(stepUpDialog).getByRole('button', { name: en.UI.cancel }));
    expect(screen.queryByRole('dialog', { name: sv.title })).toBeNull();
    expect(server.paths()).not.toContain('user/login/unbindGoogle');
    expect(screen.getByRole('dialog', { name: a.Authenticator.unbindTitle })).toBeVisible();
    expect(screen.getByTestId('authenticator-bound')).toBeInTheDocument();
  });

  it('shows a refusal in the dialog and stays bound', async () => {
    server.routes['user/login/unbindGoogle'] = () => {
      throw refusal(102020726, 'not bound');
    };
    const { user, dialog } = await openUnbind();
    await user.click(within(dialog).getByRole('button', { name: a.Authenticator.unbindSubmit }));
    await passStepUp(user);
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      en.Errors['102020726'],
    );
    expect(screen.getByTestId('authenticator-bound')).toBeInTheDocument();
  });

  it('after unbinding, setting up again asks for the step-up (the unbinding ended it) and shows a new key', async () => {
    const user = userEvent.setup();
    // The app's own client: answers stay fresh for 30 s, so nothing refetches by itself.
    renderWithProviders(<AuthenticatorSettings />, { queryClient: makeQueryClient() });
    await user.click(await screen.findByRole('button', { name: a.Authenticator.unbind }));
    const dialog = await screen.findByRole('dialog', { name: a.Authenticator.unbindTitle });
    await user.click(within(dialog).getByRole('button', { name: a.Authenticator.unbindSubmit }));
    await passStepUp(user);
    await user.click(await screen.findByRole('button', { name: a.Authenticator.start }));
    // Without an authenticator the step-up's code now comes by e-mail.
    await passStepUp(user, { send: true });
    expect(await screen.findByTestId('authenticator-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(server.bodiesOf('user/security/stepUp')).toHaveLength(2);
    expect(server.paths()).toContain('user/common/gateway/send/email');
  });
});

describe('changing the authenticator for a new app', () => {
  it('confirms with the old app, shows a new key, and binds the new app’s code with the token', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthenticatorSettings />);
    await user.click(await screen.findByRole('button', { name: a.Authenticator.change }));
    expect(server.paths()).not.toContain('user/login/guideGoogle');
    await passStepUp(user, { code: '111111' });
    expect(await screen.findByTestId('authenticator-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText(a.Authenticator.newCode), '222222');
    await user.click(screen.getByRole('button', { name: a.Authenticator.bind }));

    expect(await screen.findByTestId('authenticator-bound')).toBeVisible();
    expect(screen.queryByTestId('authenticator-guide')).toBeNull();
    expect(server.bodiesOf('user/security/stepUp')).toEqual([
      { password: 'Abcdef12!', code: '111111' },
    ]);
    expect(server.bodiesOf('user/login/bindGoogle')).toEqual([
      { code: '222222', stepUpToken: STEP_UP_TOKEN },
    ]);
    expect(toasts()).toContain(a.Authenticator.changed);
  });

  it('asks the step-up again when the token has been ended meanwhile, and binds with the new one', async () => {
    let tokens = 0;
    server.routes['user/security/stepUp'] = () => {
      tokens += 1;
      return { stepUpToken: `${STEP_UP_TOKEN}-${tokens}`, expiresAt: Date.now() + 300_000 };
    };
    server.routes['user/login/bindGoogle'] = (body) => {
      if ((body as { stepUpToken: string }).stepUpToken.endsWith('-1')) {
        throw refusal(102500003, 'confirm again');
      }
      return { bound: true, replaced: true };
    };
    const user = userEvent.setup();
    renderWithProviders(<AuthenticatorSettings />);
    await user.click(await screen.findByRole('button', { name: a.Authenticator.change }));
    await passStepUp(user);
    await user.type(await screen.findByLabelText(a.Authenticator.newCode), '222222');
    await user.click(screen.getByRole('button', { name: a.Authenticator.bind }));
    const again = await screen.findByRole('dialog', { name: sv.title });
    expect(within(again).getByRole('alert')).toHaveTextContent(sv.again);
    await passStepUp(user);
    await vi.waitFor(() => expect(toasts()).toContain(a.Authenticator.changed));
    expect(server.bodiesOf('user/login/bindGoogle')).toEqual([
      { code: '222222', stepUpToken: `${STEP_UP_TOKEN}-1` },
      { code: '222222', stepUpToken: `${STEP_UP_TOKEN}-2` },
    ]);
  });
});
