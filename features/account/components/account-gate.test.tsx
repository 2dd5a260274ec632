// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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

afterEach(() => {
  loggedIn = false;
});

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
});
