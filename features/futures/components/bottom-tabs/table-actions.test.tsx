// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import jaMessages from '@/messages/ja.json';
import koMessages from '@/messages/ko.json';
import type { WireCloseRefusal } from '@/lib/contract/wire/match';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { OpenOrdersTable } from './open-orders-table';
import { PositionsTable } from './positions-table';
import { jsonAnswer, seedLongPosition } from './test-fixtures';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

/** What the server answers, by path. */
let answers: Record<string, () => Response>;

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/futures\//, '');
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected request ${path}`);
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

const toastMessages = () => toastStore.getState().toasts.map((toast) => toast.message);

describe('the actions of the positions and open orders tables', () => {
  it('says how many positions “Close all” closed', async () => {
    seedLongPosition();
    answers = {
      'future/position/closeAll': () =>
        jsonAnswer({ list: [wireOrder(90, 4, { side: 'closeLong' })], refused: [] }),
    };
    const user = userEvent.setup();
    renderWithProviders(<PositionsTable contractId={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Close all' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close all positions' });
    await user.click(within(dialog).getByRole('button', { name: 'Close all' }));
    await waitFor(() => expect(toastMessages()).toEqual(['1 position closed at market']));
  });

  it('names each position “Close all” could not close, and why, in the page’s language', async () => {
    seedLongPosition();
    const refusal = {
      positionId: 12,
      contractId: 2,
      accountType: 1,
      side: -1,
      code: 1009,
      message: 'trading temporarily prohibited, contact customer service',
    } satisfies WireCloseRefusal;
    answers = {
      'future/position/closeAll': () =>
        jsonAnswer({ list: [wireOrder(90, 4, { side: 'closeLong' })], refused: [refusal] }),
    };
    const ko = koMessages.Futures.BottomTabs;
    const user = userEvent.setup();
    renderWithProviders(<PositionsTable contractId={undefined} />, { locale: 'ko' });
    await user.click(screen.getByRole('button', { name: ko.closeAll.confirm }));
    const dialog = screen.getByRole('alertdialog', { name: ko.closeAll.title });
    await user.click(within(dialog).getByRole('button', { name: ko.closeAll.confirm }));
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        '포지션 1개를 시장가로 종료했습니다',
        `ETHUSDT ${ko.positionSide.short} 포지션을 종료하지 못했습니다: ${koMessages.Errors['1009']}`,
      ]),
    );
  });

  it('words a refused “Close all” in the page’s language, not in the server’s English', async () => {
    seedLongPosition();
    answers = {
      'future/position/closeAll': () =>
        jsonAnswer(null, 1009, 'trading temporarily prohibited, contact customer service'),
    };
    const ja = jaMessages.Futures.BottomTabs.closeAll;
    const user = userEvent.setup();
    renderWithProviders(<PositionsTable contractId={undefined} />, { locale: 'ja' });
    await user.click(screen.getByRole('button', { name: ja.confirm }));
    const dialog = screen.getByRole('alertdialog', { name: ja.title });
    await user.click(within(dialog).getByRole('button', { name: ja.confirm }));
    await waitFor(() => expect(toastMessages()).toEqual([jaMessages.Errors['1009']]));
  });

  it('names the order a cancel took away, and says nothing more', async () => {
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([{ topic: 'match', payload: { type: 3004, data: [wireOrder(77, 0)] } }]),
    );
    answers = { 'future/order/cancel': () => jsonAnswer(wireOrder(77, 6)) };
    const user = userEvent.setup();
    renderWithProviders(<OpenOrdersTable contractId={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order 77' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Order 77 cancelled']));
  });
});
