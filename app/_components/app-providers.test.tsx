// @vitest-environment jsdom
import { wireIndicator } from '@/lib/test-utils/wire-public';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favoritesStore, useFavoriteIds } from '@/features/futures';
import { realtimeStore } from '@/features/realtime';
import { sessionStore, useSession } from '@/features/session';
import { getQueryClient } from '@/lib/query-client';
import { TOKEN_COOKIE } from '@/lib/session/token';
import en from '@/messages/en.json';
import { AppProviders } from './app-providers';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
}

let calls: Call[];
let colorConvention: 'greenUp' | 'redUp';

function respond(url: string): unknown {
  if (url.endsWith('/api/getOverview'))
    return { success: true, data: [wireIndicator({ cid: 1, lp: '97000' })] };
  if (url.endsWith('/api/getPublic'))
    return {
      success: true,
      data: { contracts: [], currencies: [], spotCurrencies: [], spotSymbols: [] },
    };
  if (url.includes('user/base/info'))
    return {
      code: 0,
      // As server/auth/accounts.ts answers it.
      data: {
        userId: 7,
        userName: '',
        email: 'neo@example.com',
        phone: null,
        simpleStatus: 1,
        superStatus: 0,
        googleBound: false,
        residenceCountry: null,
        kycLevel1: 'approved',
        kycLevel2: 'none',
        withdrawBlockedUntil: null,
      },
    };
  if (url.includes('configs/private'))
    return {
      code: 0,
      data: {
        favorites: [2, 5],
        positionMode: { hedge: false },
        positionConfigs: [],
        preferences: {
          confirmOrders: true,
          dismissedNotices: {},
          colorConvention,
          quantityUnit: 'contract',
        },
      },
    };
  return { code: 0, data: {} };
}

beforeEach(() => {
  calls = [];
  colorConvention = 'greenUp';
  // The browser QueryClient is one per page; each test is a fresh page load.
  getQueryClient().clear();
  delete document.documentElement.dataset.colors;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
    });
    return new Response(JSON.stringify(respond(input)), { status: 200 });
  });
  favoritesStore.getState().favoritesLoaded([]);
  sessionStore.getState().sessionCleared();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  localStorage.clear();
});

function Header() {
  const { isLoggedIn, displayName } = useSession();
  const favourites = useFavoriteIds();
  return (
    <>
      <p>{isLoggedIn ? `Hello ${displayName}` : 'Log in'}</p>
      <p>Favourites: {[...favourites].join(',')}</p>
    </>
  );
}

function renderApp(locale: 'en' | 'ko' | 'ja' | 'zh-hant' = 'ko') {
  render(
    <NextIntlClientProvider locale={locale} messages={en}>
      <AppProviders realtime={false}>
        <Header />
      </AppProviders>
    </NextIntlClientProvider>,
  );
}

function paths(): string[] {
  return calls.map((c) => `${c.method} ${c.url}`);
}

describe('app startup', () => {
  it('for a visitor: loads public data, overview, user limit by country and local favourites', async () => {
    localStorage.setItem('favIds', '3,4');
    renderApp();
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(3));
    expect(paths()).toEqual(
      expect.arrayContaining([
        'GET /api/getPublic',
        'GET /api/getOverview',
        'POST /api/v2/user/limit/country',
      ]),
    );
    expect(paths().some((p) => p.includes('user/base/info') || p.includes('configs/private'))).toBe(
      false,
    );
    await waitFor(() => expect(screen.getByText('Favourites: 3,4')).toBeInTheDocument());
    expect(screen.getByText('Log in')).toBeInTheDocument();
    await waitFor(() => expect(realtimeStore.getState().indicators[1]?.lp).toBe('97000'));
    expect(calls[0]?.headers.language).toBe('ko_KR');
  });

  it('for a logged-in user: also loads user info and private data; favourites come from the server', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok-1', { path: '/' });
    renderApp('ja');
    // The display name is masked as the profile masks it (the header shows it on a shared screen).
    await waitFor(() => expect(screen.getByText('Hello ne***@example.com')).toBeInTheDocument());
    expect(paths()).toEqual(
      expect.arrayContaining(['POST /api/v2/user/base/info', 'GET /api/futures/configs/private']),
    );
    await waitFor(() => expect(screen.getByText('Favourites: 2,5')).toBeInTheDocument());
    const info = calls.find((c) => c.url.includes('user/base/info'));
    expect(info?.headers.Authorization).toBe('Bearer tok-1');
    expect(info?.headers['exch-token']).toBe('tok-1');
    expect(info?.headers.language).toBe('ja_JP');
  });

  it("follows the user's colour convention: red-up puts data-colors on <html>", async () => {
    colorConvention = 'redUp';
    Cookies.set(TOKEN_COOKIE, 'tok-1', { path: '/' });
    renderApp('ko');
    await waitFor(() => expect(document.documentElement.dataset.colors).toBe('red-up'));
  });

  it('keeps green-up for a visitor', async () => {
    renderApp('ko');
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(3));
    expect(document.documentElement.dataset.colors).toBeUndefined();
  });

  it('sends the new language once the route locale changes', async () => {
    const { rerender } = render(
      <NextIntlClientProvider locale="en" messages={en}>
        <AppProviders realtime={false}>
          <Header />
        </AppProviders>
      </NextIntlClientProvider>,
    );
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]?.headers.language).toBe('en_US');
    rerender(
      <NextIntlClientProvider locale="ja" messages={en}>
        <AppProviders realtime={false}>
          <Header />
        </AppProviders>
      </NextIntlClientProvider>,
    );
    const before = calls.length;
    const { http } = await import('@/lib/http');
    await http.request({ base: 'origin', path: 'api/getPublic' });
    expect(calls[before]?.headers.language).toBe('ja_JP');
  });
});
