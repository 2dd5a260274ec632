// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';

let loggedIn = false;
vi.mock('@/lib/session', () => ({
  hasToken: () => loggedIn,
  subscribeToken: () => () => undefined,
}));
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const g = en.Account.Gate;

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
});
afterEach(() => {
  loggedIn = false;
});

/** A fresh module each time: the notice is read once per page load. */
async function renderGate() {
  const { AccountGate } = await import('./account-gate');
  return renderWithProviders(
    <AccountGate>
      <p>private settings</p>
    </AccountGate>,
  );
}

describe('the account pages’ gate', () => {
  it('asks a visitor to log in or sign up and shows nothing private', async () => {
    await renderGate();
    expect(screen.getByText(g.logInRequired)).toBeVisible();
    expect(screen.getByRole('link', { name: g.logIn })).toHaveAttribute('href', '/log-in');
    expect(screen.getByRole('link', { name: g.signUp })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByText('private settings')).toBeNull();
  });

  it('shows the sections to a logged-in user', async () => {
    loggedIn = true;
    await renderGate();
    expect(screen.getByText('private settings')).toBeVisible();
    expect(screen.queryByText(g.logInRequired)).toBeNull();
  });

  it('says why after the password change logged the user out, once', async () => {
    sessionStorage.setItem('account.notice', 'password-changed');
    await renderGate();
    expect(screen.getByRole('status')).toHaveTextContent(g.passwordChanged);
    expect(sessionStorage.getItem('account.notice')).toBeNull();
  });
});
