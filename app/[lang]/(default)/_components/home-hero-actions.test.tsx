// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/session';
import en from '@/messages/en.json';
import { TOKEN_COOKIE, setToken } from '@/lib/session/token';
import { renderWithProviders, TestProviders } from '@/lib/test-utils/render';
import { HomeHeroActions } from './home-hero-actions';
import { wireAccount, wireAccountAsset } from '@/lib/test-utils/wire-balance';

vi.mock('@/lib/i18n/navigation', async () => ({
  ...(await import('@/lib/test-utils/navigation')).navigationMock,
  useRouter: () => ({ push: () => undefined }),
}));

let accounts: unknown[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    url.includes('future/accounts')
      ? new Response(JSON.stringify({ code: 0, data: accounts }), { status: 200 })
      : new Response(JSON.stringify({ code: 0, data: null }), { status: 200 }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  sessionStore.getState().sessionCleared();
});

function logIn() {
  setToken('tok-1');
  sessionStore.getState().tokenChanged('tok-1');
}

describe('home hero actions', () => {
  it('asks a visitor for an e-mail or mobile number to sign up with', () => {
    renderWithProviders(<HomeHeroActions />);
    expect(
      screen.getByRole('textbox', { name: en.HomeContent.heroSignUp.label }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: en.HomeContent.heroSignUp.submit }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(en.Home.ctaTrade) })).toHaveAttribute(
      'href',
      '/futures',
    );
    expect(screen.queryByTestId('home-equity')).toBeNull();
  });

  it('renders the visitor form into the HTML even for a user (the page is shared)', () => {
    logIn();
    const html = renderToString(
      <TestProviders>
        <HomeHeroActions />
      </TestProviders>,
    );
    expect(html).toContain('data-testid="hero-sign-up"');
    expect(html).not.toContain('home-user-actions');
  });

  it("shows a user's futures equity and a way to trade, no sign-up", async () => {
    accounts = [
      wireAccount({
        aid: 1,
        at: 1,
        assets: [wireAccountAsset({ avail: '900', equity: '1234.567' })],
      }),
      wireAccount({
        aid: 2,
        at: 10,
        assets: [wireAccountAsset({ avail: '0', wallet: '100' })],
      }),
    ];
    logIn();
    renderWithProviders(<HomeHeroActions />);
    expect(await screen.findByText('1,334.56 USDT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.Home.ctaTradeNow })).toBeInTheDocument();
    expect(screen.queryByTestId('hero-sign-up')).toBeNull();
  });

  it('tells a user without a futures account how to start', async () => {
    accounts = [];
    logIn();
    renderWithProviders(<HomeHeroActions />);
    expect(await screen.findByText(en.Home.noFuturesAccount)).toBeInTheDocument();
  });
});
