// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { makeQueryClient } from '@/lib/query-client';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { fakeV2, refusal, userInfo, type FakeV2 } from '../testing/fake-v2';
import { AuthenticatorSettings } from './authenticator-settings';

const a = en.Auth;
let bound: boolean;
let guides: number;
let server: FakeV2;

beforeEach(() => {
  bound = true;
  guides = 0;
  server = fakeV2({
    'user/base/info': () => userInfo({ googleBound: bound }),
    'user/login/bindGoogle': () => {
      bound = true;
      return { bound: true };
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
        bound: false,
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

describe('unbinding the authenticator', () => {
  it('asks for the app’s current code before unbinding', async () => {
    const { user, dialog } = await openUnbind();
    await user.click(within(dialog).getByRole('button', { name: a.Authenticator.unbindSubmit }));
    expect(await within(dialog).findByText(a.Validation.authenticatorEmpty)).toBeVisible();
    expect(server.paths()).not.toContain('user/login/unbindGoogle');
  });

  it('unbinds with the code, then offers the setup again with a new key', async () => {
    // Bound through the guide first: its key is what the page has seen.
    bound = false;
    const user = userEvent.setup();
    // The app's own client: answers stay fresh for 30 s, so nothing refetches by itself.
    renderWithProviders(<AuthenticatorSettings />, { queryClient: makeQueryClient() });
    await user.click(await screen.findByRole('button', { name: a.Authenticator.start }));
    expect(await screen.findByTestId('authenticator-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText(a.Fields.authenticatorCode), '111111');
    await user.click(screen.getByRole('button', { name: a.Authenticator.bind }));
    await user.click(await screen.findByRole('button', { name: a.Authenticator.unbind }));
    const dialog = await screen.findByRole('dialog', { name: a.Authenticator.unbindTitle });
    await user.type(within(dialog).getByLabelText(a.Fields.authenticatorCode), '123456');
    await user.click(within(dialog).getByRole('button', { name: a.Authenticator.unbindSubmit }));

    const start = await screen.findByRole('button', { name: a.Authenticator.start });
    expect(server.bodiesOf('user/login/unbindGoogle')).toEqual([{ code: '123456' }]);
    expect(screen.queryByTestId('authenticator-bound')).toBeNull();
    // The server dropped the old key with the binding: the guide asks for a new one.
    await user.click(start);
    expect(await screen.findByTestId('authenticator-secret')).toHaveTextContent('KRSXG5CTMVRXEZLU');
    expect(guides).toBe(2);
  });

  it('shows a wrong code in the dialog and stays bound', async () => {
    server.routes['user/login/unbindGoogle'] = () => {
      throw refusal(102020704, 'wrong code');
    };
    const { user, dialog } = await openUnbind();
    await user.type(within(dialog).getByLabelText(a.Fields.authenticatorCode), '000000');
    await user.click(within(dialog).getByRole('button', { name: a.Authenticator.unbindSubmit }));
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      en.Errors['102020704'],
    );
    expect(screen.getByTestId('authenticator-bound')).toBeInTheDocument();
  });
});
