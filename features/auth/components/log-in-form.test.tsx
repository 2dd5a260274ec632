// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { getUserInfoQueryOptions } from '@/features/session';
import { http } from '@/lib/http';
import { clearToken, getToken } from '@/lib/session';
import {
  createTestQueryClient,
  messages as en,
  renderWithProviders,
} from '@/lib/test-utils/render';
import { SLIDER_REQUIRED_CODE } from '../api/check-login';
import { fakeV2, refusal, userInfo, type FakeV2 } from '../testing/fake-v2';
import { LogInForm } from './log-in-form';

const replace = vi.fn();
vi.mock('@/lib/i18n/navigation', async () => ({
  ...(await import('@/lib/test-utils/navigation')).navigationMock,
  useRouter: () => ({ replace }),
}));

const a = en.Auth;
const TOKEN = 'token-of-the-new-session-0123456789';
const emailTicket = {
  ticket: 't-1',
  factor: 'email',
  target: 't***@example.com',
  retryAfterSeconds: 60,
};
let server: FakeV2;

beforeAll(() => {
  HTMLElement.prototype.setPointerCapture = () => undefined;
});
beforeEach(() => {
  replace.mockReset();
  server = fakeV2({
    'user/login/new/check': () => emailTicket,
    'user/login/confirm': () => ({ token: TOKEN, info: userInfo() }),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

async function fillCredentials(email = 'trader@example.com', password = 'Secret-123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(a.Fields.email), email);
  await user.type(screen.getByLabelText(a.Fields.password), password);
  await user.click(screen.getByRole('button', { name: a.LogIn.submit }));
  return user;
}

describe('log-in form', () => {
  it('says which field is missing, under that field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LogInForm />);
    await user.click(screen.getByRole('button', { name: a.LogIn.submit }));
    expect(await screen.findByText(a.Validation.emailEmpty)).toBeInTheDocument();
    expect(screen.getByText(a.Validation.passwordEmpty)).toBeInTheDocument();
    expect(screen.getByLabelText(a.Fields.email)).toHaveAccessibleDescription(
      a.Validation.emailEmpty,
    );
    expect(screen.getByLabelText(a.Fields.password)).toHaveAttribute('aria-invalid', 'true');
    expect(server.paths()).not.toContain('user/login/new/check');
  });

  it('refuses a malformed e-mail and a mobile number with a leading zero', async () => {
    renderWithProviders(<LogInForm />);
    const user = await fillCredentials('not-an-email');
    expect(await screen.findByText(a.Validation.emailInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: a.Fields.tabMobile }));
    await user.click(screen.getByRole('button', { name: a.LogIn.submit }));
    expect(await screen.findByText(a.Validation.mobileEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(a.Fields.mobile), '01012345678');
    await user.click(screen.getByRole('button', { name: a.LogIn.submit }));
    expect(await screen.findByText(a.Validation.mobileInvalid)).toBeInTheDocument();
    expect(server.paths()).not.toContain('user/login/new/check');
  });

  it('asks for the e-mailed code, then logs in, stores the token and leaves for the home page', async () => {
    server.routes['user/base/info'] = () => userInfo({ userId: 1 });
    const { queryClient } = renderWithProviders(<LogInForm />);
    await queryClient.prefetchQuery(getUserInfoQueryOptions());
    await queryClient.prefetchQuery({
      queryKey: ['market', 'public'],
      queryFn: () => ({ quote: 'USDT' }),
    });
    const user = await fillCredentials();

    expect(
      await screen.findByText(a.CodeStep.sentTo.replace('{target}', 't***@example.com')),
    ).toBeInTheDocument();
    // The contract's body: no slider token is '' (the server reads a missing one the same).
    expect(server.bodiesOf('user/login/new/check')).toEqual([
      { email: 'trader@example.com', password: 'Secret-123', sliderToken: '' },
    ]);
    await user.type(screen.getByLabelText(a.Fields.code), '123456');
    await user.click(screen.getByRole('button', { name: a.LogIn.confirm }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(server.bodiesOf('user/login/confirm')).toEqual([{ ticket: 't-1', code: '123456' }]);
    expect(getToken()).toBe(TOKEN);
    // The previous user's own data does not survive the login; public data stays.
    expect(queryClient.getQueryData(getUserInfoQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['market', 'public'])).toEqual({ quote: 'USDT' });
  });

  it('asks an authenticator user for the app code, without a resend button', async () => {
    server.routes['user/login/new/check'] = () => ({
      ...emailTicket,
      factor: 'google',
      retryAfterSeconds: 0,
    });
    renderWithProviders(<LogInForm />, { queryClient: createTestQueryClient() });
    const user = await fillCredentials();
    expect(await screen.findByText(a.CodeStep.enterAuthenticatorCode)).toBeInTheDocument();
    expect(screen.queryByTestId('resend-code')).toBeNull();
    await user.click(screen.getByRole('button', { name: a.LogIn.confirm }));
    expect(await screen.findByText(a.Validation.authenticatorEmpty)).toBeInTheDocument();
  });

  it('shows a refused code once, in the form', async () => {
    server.routes['user/login/confirm'] = () => {
      throw refusal(102020704, 'wrong code');
    };
    renderWithProviders(<LogInForm />);
    const user = await fillCredentials();
    await user.type(await screen.findByLabelText(a.Fields.code), '654321');
    await user.click(screen.getByRole('button', { name: a.LogIn.confirm }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(en.Errors['102020704']);
    expect(screen.getAllByText(en.Errors['102020704'])).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('shows refused credentials once, in the form, and toasts nothing', async () => {
    server.routes['user/login/new/check'] = () => {
      throw refusal(102020718, 'wrong password');
    };
    const fetch = vi.mocked(http.fetch);
    renderWithProviders(<LogInForm />);
    await fillCredentials();
    const error = await screen.findByTestId('form-error');
    expect(error).toHaveTextContent(en.Errors['102020718']);
    expect(screen.getAllByRole('alert')).toEqual([error]);
    // The client's toast follows the request's message policy: the form is the only place.
    expect(
      fetch.mock.calls.every(
        ([options]) => options.messages === 'none' || options.method !== 'POST',
      ),
    ).toBe(true);
  });

  it('demands the slider check when the server asks, then checks again with its token', async () => {
    let refused = false;
    server.routes['user/login/new/check'] = () => {
      if (!refused) {
        refused = true;
        throw refusal(SLIDER_REQUIRED_CODE, 'slider required');
      }
      return emailTicket;
    };
    server.routes['user/image/getImageConfig'] = () => ({
      challengeId: 'c-1',
      width: 300,
      height: 150,
      pieceSize: 44,
      pieceY: 40,
      background: 'data:image/png;base64,AA==',
      piece: 'data:image/png;base64,AA==',
    });
    server.routes['user/slider/risk'] = () => ({ sliderToken: 'slider-pass' });
    renderWithProviders(<LogInForm />);
    await fillCredentials();

    const slider = await screen.findByTestId('slider-check');
    const handle = await within(slider).findByRole('button', { name: a.Slider.hint });
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 200 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 200 });

    expect(await screen.findByTestId('code-step')).toBeInTheDocument();
    expect(server.bodiesOf('user/login/new/check')).toEqual([
      { email: 'trader@example.com', password: 'Secret-123', sliderToken: '' },
      { email: 'trader@example.com', password: 'Secret-123', sliderToken: 'slider-pass' },
    ]);
  });
});
