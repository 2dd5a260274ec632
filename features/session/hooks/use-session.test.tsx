// @vitest-environment jsdom
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeUserQueriesOnSessionEnd } from '@/lib/query-client';
import { handleForceLogoutCode } from '@/lib/session/force-logout';
import { TOKEN_COOKIE, setToken } from '@/lib/session/token';
import { createTestQueryClient, renderWithProviders } from '@/lib/test-utils/render';
import { getUserInfoQueryOptions, type UserInfo } from '../api/get-user-info';
import { bindSessionStore } from '../bind-session-store';
import { logout } from '../logout';
import { useDisplayName, useIsIdentityVerified, useSession } from './use-session';

const neo: UserInfo = {
  userId: 7,
  userName: '',
  email: 'neo@example.com',
  phone: null,
  simpleStatus: 1,
  superStatus: 0,
  googleBound: false,
  residenceCountry: 'KR',
  kycLevel1: 'approved',
  kycLevel2: 'none',
  withdrawBlockedUntil: null,
};

let requests: string[];
let unbind: () => void;
let unbindQueries: (() => void) | undefined;

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const data = url.includes('user/base/info') ? neo : { loggedOut: true };
    return new Response(JSON.stringify({ code: 0, data }), { status: 200 });
  });
  unbind = bindSessionStore();
});

afterEach(() => {
  unbind();
  unbindQueries?.();
  unbindQueries = undefined;
  vi.unstubAllGlobals();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
});

function Greeting() {
  const name = useDisplayName();
  const verified = useIsIdentityVerified();
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <p>Log in</p>;
  return (
    <p>
      Hello {name || '…'}
      {verified ? ' (verified)' : ''}
    </p>
  );
}

/** Stands for another screen's public data, which must outlive the session. */
function PublicData() {
  useQuery({ queryKey: ['market', 'probe'], queryFn: () => 'public' });
  return null;
}

function renderGreeting(queryClient: QueryClient = createTestQueryClient()) {
  unbindQueries = removeUserQueriesOnSessionEnd(queryClient);
  return renderWithProviders(
    <>
      <Greeting />
      <PublicData />
    </>,
    { queryClient },
  );
}

describe('session selectors', () => {
  it('ask nothing of the server for a visitor', async () => {
    const { queryClient } = renderGreeting();
    expect(screen.getByText('Log in')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(['market', 'probe'])).toBe('public'));
    expect(requests.some((url) => url.includes('user/base/info'))).toBe(false);
  });

  it('show the logged-in user’s display name (the e-mail masked) and verification from user/base/info', async () => {
    setToken('tok-1');
    renderGreeting();
    expect(await screen.findByText('Hello ne***@example.com (verified)')).toBeInTheDocument();
    expect(requests.filter((url) => url.includes('user/base/info'))).toHaveLength(1);
  });

  it('forget the user’s data on logout, and keep public data', async () => {
    setToken('tok-1');
    const { queryClient } = renderGreeting();
    await screen.findByText('Hello ne***@example.com (verified)');
    await logout({ reload: () => undefined });
    expect(await screen.findByText('Log in')).toBeInTheDocument();
    expect(queryClient.getQueryData(getUserInfoQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['market', 'probe'])).toBe('public');
  });

  it('forget the user’s data on a forced logout', async () => {
    setToken('tok-1');
    const { queryClient } = renderGreeting();
    await screen.findByText('Hello ne***@example.com (verified)');
    handleForceLogoutCode(401, { reload: () => undefined, now: () => 9e12 });
    expect(await screen.findByText('Log in')).toBeInTheDocument();
    expect(queryClient.getQueryData(getUserInfoQueryOptions().queryKey)).toBeUndefined();
  });
});
