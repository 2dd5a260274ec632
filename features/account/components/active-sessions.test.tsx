// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as SessionModule from '@/lib/session';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { fakeApi, refusal, type FakeApi } from '../testing/fake-api';
import { ActiveSessions } from './active-sessions';

const endSession = vi.fn();
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  endSession: () => endSession(),
}));

const s = en.Account.Sessions;
const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 24, 12, 0, 0);
let sessions: {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  device: string | null;
  language: string | null;
  current: boolean;
}[];
let server: FakeApi;

beforeEach(() => {
  endSession.mockReset();
  sessions = [
    {
      id: 'aaa1',
      createdAt: now - 2 * HOUR,
      lastSeenAt: now,
      ip: '127.0.0.1',
      device: 'Chrome on Linux',
      language: 'en',
      current: true,
    },
    {
      id: 'bbb2',
      createdAt: now - 5 * HOUR,
      lastSeenAt: now - HOUR,
      ip: '198.51.100.9',
      device: 'Safari on iPhone',
      language: 'ja',
      current: false,
    },
    {
      id: 'ccc3',
      createdAt: now - 9 * HOUR,
      lastSeenAt: now - 3 * HOUR,
      ip: '203.0.113.4',
      device: null,
      language: null,
      current: false,
    },
  ];
  server = fakeApi({
    'user/session/list': () => ({ list: sessions }),
    'user/session/revoke': (body) => {
      const { id } = body as { id: string };
      sessions = sessions.filter((row) => row.id !== id);
      return { revoked: true, id, current: false };
    },
    'user/session/revokeOthers': () => {
      const revoked = sessions.filter((row) => !row.current).length;
      sessions = sessions.filter((row) => row.current);
      return { revoked };
    },
  });
});
afterEach(() => vi.restoreAllMocks());

const rows = () => screen.getAllByTestId('session-row');

describe('active sessions', () => {
  it('lists device, address and times, and marks this device, which has no log-out button', async () => {
    renderWithProviders(<ActiveSessions />);
    await screen.findByTestId('active-sessions');
    expect(rows()).toHaveLength(3);
    const [mine, phone, unknown] = rows();
    if (!mine || !phone || !unknown) throw new Error('rows missing');
    expect(mine).toHaveTextContent(s.thisDevice);
    expect(within(mine).queryByRole('button', { name: s.revoke })).toBeNull();
    expect(phone).toHaveTextContent('Safari on iPhone');
    expect(phone).toHaveTextContent('198.51.100.9');
    expect(phone).toHaveTextContent('Japanese');
    expect(phone).not.toHaveTextContent(s.thisDevice);
    expect(unknown).toHaveTextContent(s.unknownDevice);
    expect(screen.getByText('3 active sessions')).toBeVisible();
  });

  it('words each device in the page’s language, brand names as they are', async () => {
    sessions = sessions.map((row) =>
      row.id === 'ccc3' ? { ...row, device: 'Unknown browser on Android' } : row,
    );
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />, { locale: 'zh-hant' });
    await screen.findByTestId('active-sessions');
    const [, phone, android] = rows();
    if (!phone || !android) throw new Error('rows missing');
    expect(phone).toHaveTextContent('iPhone 上的 Safari');
    expect(android).toHaveTextContent('Android 上的 未知瀏覽器');
    await user.click(within(phone).getByRole('button', { name: '登出 iPhone 上的 Safari' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'iPhone 上的 Safari（198.51.100.9）',
    );
  });

  it('asks before logging out another session; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />);
    await user.click(await screen.findByRole('button', { name: 'Log out Safari on iPhone' }));
    const dialog = await screen.findByRole('alertdialog', { name: s.revokeTitle });
    expect(dialog).toHaveTextContent('Safari on iPhone (198.51.100.9)');
    await user.click(within(dialog).getByRole('button', { name: en.UI.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.paths()).not.toContain('user/session/revoke');
  });

  it('logs out the confirmed session by its id and lists the rest', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />);
    await user.click(await screen.findByRole('button', { name: 'Log out Safari on iPhone' }));
    const dialog = await screen.findByRole('alertdialog', { name: s.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: s.revoke }));
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    expect(server.inputsOf('user/session/revoke')).toEqual([{ id: 'bbb2' }]);
    expect(screen.queryByText('Safari on iPhone')).toBeNull();
    expect(endSession).not.toHaveBeenCalled();
  });

  it('logs out every other session after one confirmation and keeps this one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />);
    await user.click(await screen.findByRole('button', { name: s.revokeOthers }));
    const dialog = await screen.findByRole('alertdialog', { name: s.revokeOthersTitle });
    expect(dialog).toHaveTextContent('The 2 other sessions will be logged out.');
    await user.click(within(dialog).getByRole('button', { name: s.revokeOthers }));
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.paths().filter((path) => path === 'user/session/revokeOthers')).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent(s.thisDevice);
    // Nothing left to log out.
    expect(screen.queryByRole('button', { name: s.revokeOthers })).toBeNull();
  });

  it('keeps the confirmation open when the server refuses', async () => {
    server.routes['user/session/revoke'] = () => {
      throw refusal(102500001, 'session not found');
    };
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />);
    await user.click(await screen.findByRole('button', { name: 'Log out Safari on iPhone' }));
    const dialog = await screen.findByRole('alertdialog', { name: s.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: s.revoke }));
    await vi.waitFor(() => expect(server.inputsOf('user/session/revoke')).toHaveLength(1));
    expect(screen.getByRole('alertdialog', { name: s.revokeTitle })).toBeVisible();
  });
});
