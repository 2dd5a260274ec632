// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { fakeApi } from '../testing/fake-api';
import { LoginHistory } from './login-history';

const h = en.Account.LoginHistory;
const first = Date.UTC(2026, 10, 24, 9, 30, 15);

/** 23 entries, newest first, served a page at a time as the server does. */
function history(total: number) {
  const all = Array.from({ length: total }, (_, i) => ({
    id: total - i,
    time: first - i * 60_000,
    kind: i === total - 1 ? ('register' as const) : ('login' as const),
    ip: `198.51.100.${i + 1}`,
    device: i % 2 === 0 ? 'Chrome on Windows' : null,
    language: i % 2 === 0 ? 'ko' : 'ja',
    sessionId: `s${i}`,
  }));
  return (query: unknown) => {
    const { page, size } = query as { page: number; size: number };
    return { list: all.slice((page - 1) * size, page * size), total, page, size };
  };
}

afterEach(() => vi.restoreAllMocks());

describe('login history', () => {
  it('shows time in the page’s language, address, device and language of each login', async () => {
    fakeApi({ 'user/login/history': history(3) });
    renderWithProviders(<LoginHistory />, { locale: 'ja' });
    const table = await screen.findByRole('table', { name: 'ログイン履歴' });
    // Each address shows twice in the markup: its own column, and under the device on phones.
    expect(await within(table).findAllByText('198.51.100.1')).toHaveLength(2);
    const formatted = new Intl.DateTimeFormat('ja', {
      dateStyle: 'medium',
      timeStyle: 'medium',
    }).format(first);
    expect(within(table).getByText(formatted)).toBeVisible();
    // The server's "Chrome on Windows" in Japanese words, the brand names as they are.
    expect(within(table).getAllByText('Windows の Chrome')).toHaveLength(2);
    expect(within(table).getByText('不明な端末')).toBeVisible();
    expect(within(table).getAllByText('韓国語')).toHaveLength(2);
    expect(within(table).getAllByText('新規登録')).toHaveLength(2);
  });

  it('words every recorded device in the page’s language, brand names as they are', async () => {
    const devices = [
      'Unknown browser on Android',
      'Unknown browser',
      'curl',
      'Edge on macOS',
      null,
    ];
    fakeApi({
      'user/login/history': () => ({
        list: devices.map((device, i) => ({
          id: 10 - i,
          time: first - i * 60_000,
          kind: 'login' as const,
          ip: `198.51.100.${i + 1}`,
          device,
          language: 'ko',
          sessionId: `s${i}`,
        })),
        total: devices.length,
        page: 1,
        size: 10,
      }),
    });
    renderWithProviders(<LoginHistory />, { locale: 'ko' });
    const table = await screen.findByRole('table');
    await within(table).findAllByText('198.51.100.1');
    for (const shown of [
      'Android의 알 수 없는 브라우저',
      '알 수 없는 브라우저',
      'curl',
      'macOS의 Edge',
      '알 수 없는 기기',
    ])
      expect(within(table).getByText(shown)).toBeVisible();
    expect(within(table).queryByText(/Unknown| on /)).toBeNull();
  });

  it('pages through the history ten at a time', async () => {
    const server = fakeApi({ 'user/login/history': history(23) });
    const user = userEvent.setup();
    renderWithProviders(<LoginHistory />);
    const table = await screen.findByRole('table', { name: h.tableLabel });
    await within(table).findAllByText('198.51.100.1');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByTestId('login-history-page')).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: h.previous })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: h.next }));
    expect(await within(table).findAllByText('198.51.100.11')).toHaveLength(2);
    expect(within(table).queryByText('198.51.100.1')).toBeNull();
    await user.click(screen.getByRole('button', { name: h.next }));
    expect(await within(table).findAllByText('198.51.100.23')).toHaveLength(2);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByTestId('login-history-page')).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('button', { name: h.next })).toBeDisabled();
    expect(server.inputsOf('user/login/history')).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
      { page: 3, size: 10 },
    ]);
  });

  it('says so when nothing is recorded, without page buttons', async () => {
    fakeApi({ 'user/login/history': history(0) });
    renderWithProviders(<LoginHistory />);
    expect(await screen.findByText(h.empty)).toBeVisible();
    expect(screen.queryByRole('button', { name: h.next })).toBeNull();
  });

  it('offers to try again when the history cannot be read', async () => {
    const server = fakeApi({
      'user/login/history': () => {
        throw new Error('offline');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginHistory />);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Account.Errors.loadFailed);
    server.routes['user/login/history'] = history(1);
    await user.click(screen.getByRole('button', { name: en.Account.Errors.retry }));
    expect(await screen.findAllByText('198.51.100.1')).toHaveLength(2);
  });
});
