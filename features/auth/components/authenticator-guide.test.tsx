// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as SessionModule from '@/lib/session';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { STEP_UP_TOKEN, passStepUp } from '@/lib/test-utils/step-up';
import { fakeV2, refusal, userInfo, type FakeV2 } from '../testing/fake-v2';
import { AuthenticatorSettings } from './authenticator-settings';

vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  hasToken: () => true,
  subscribeToken: () => () => undefined,
}));
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const a = en.Auth;
const sv = en.SecurityVerification;
let bound: boolean;
let server: FakeV2;

beforeEach(() => {
  bound = false;
  server = fakeV2({
    'user/base/info': () => userInfo({ googleBound: bound }),
    'user/login/guideGoogle': () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/x',
      qrCode: 'data:image/png;base64,AA==',
      bound: false,
    }),
    'user/login/bindGoogle': () => {
      const replaced = bound;
      bound = true;
      return { bound: true, replaced };
    },
  });
});
afterEach(() => vi.restoreAllMocks());

/** "Set up" passes the step-up (by e-mail code: nothing is bound yet), then shows the guide. */
async function openGuide() {
  const user = userEvent.setup();
  renderWithProviders(<AuthenticatorSettings />);
  expect(await screen.findByTestId('security-change-notice')).toBeVisible();
  await user.click(await screen.findByRole('button', { name: a.Authenticator.start }));
  await passStepUp(user, { send: true, code: '654321' });
  const guide = await screen.findByTestId('authenticator-guide');
  return { user, guide };
}

describe('authenticator guide', () => {
  it('asks for the step-up before it makes a key', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthenticatorSettings />);
    await user.click(await screen.findByRole('button', { name: a.Authenticator.start }));
    const dialog = await screen.findByRole('dialog', { name: sv.title });
    expect(
      await within(dialog).findByText(sv.descriptionCode.replace('{target}', 'tr***@example.com')),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: en.UI.cancel }));
    expect(screen.queryByTestId('authenticator-guide')).toBeNull();
    expect(server.paths()).not.toContain('user/login/guideGoogle');
    expect(server.paths()).not.toContain('user/security/stepUp');
  });

  it('shows the key and its QR code, binds with the app code and the step-up token, then says it is bound', async () => {
    const { user, guide } = await openGuide();
    expect(server.bodiesOf('user/common/gateway/send/email')).toEqual([{}]);
    expect(server.bodiesOf('user/security/stepUp')).toEqual([
      { password: 'Abcdef12!', code: '654321' },
    ]);
    expect(await within(guide).findByTestId('authenticator-secret')).toHaveTextContent(
      'JBSWY3DPEHPK3PXP',
    );
    expect(within(guide).getByRole('img', { name: a.Authenticator.qrAlt })).toBeInTheDocument();
    await user.type(within(guide).getByLabelText(a.Fields.authenticatorCode), '123456');
    await user.click(within(guide).getByRole('button', { name: a.Authenticator.bind }));

    // Binding invalidated the user info; its new answer turns the guide into the bound line.
    expect(await screen.findByTestId('authenticator-bound')).toHaveTextContent(
      a.Authenticator.bound,
    );
    expect(server.bodiesOf('user/login/bindGoogle')).toEqual([
      { code: '123456', stepUpToken: STEP_UP_TOKEN },
    ]);
    // No second step-up: the token from before the guide is still good.
    expect(server.bodiesOf('user/security/stepUp')).toHaveLength(1);
  });

  it('asks for the app code before binding', async () => {
    const { user, guide } = await openGuide();
    await user.click(within(guide).getByRole('button', { name: a.Authenticator.bind }));
    expect(await within(guide).findByText(a.Validation.authenticatorEmpty)).toBeInTheDocument();
    expect(server.paths()).not.toContain('user/login/bindGoogle');
  });

  it('shows a wrong code once, under the form', async () => {
    server.routes['user/login/bindGoogle'] = () => {
      throw refusal(102020704, 'wrong code');
    };
    const { user, guide } = await openGuide();
    await user.type(within(guide).getByLabelText(a.Fields.authenticatorCode), '000000');
    await user.click(within(guide).getByRole('button', { name: a.Authenticator.bind }));
    expect(await within(guide).findByTestId('form-error')).toHaveTextContent(
      en.Errors['102020704'],
    );
    expect(screen.getAllByText(en.Errors['102020704'])).toHaveLength(1);
    expect(screen.queryByTestId('authenticator-bound')).toBeNull();
  });

  it('closes without binding on Cancel', async () => {
    const { user, guide } = await openGuide();
    await user.click(within(guide).getByRole('button', { name: en.UI.cancel }));
    expect(screen.queryByTestId('authenticator-guide')).toBeNull();
    expect(screen.getByRole('button', { name: a.Authenticator.start })).toBeVisible();
    expect(server.paths()).not.toContain('user/login/bindGoogle');
  });
});
