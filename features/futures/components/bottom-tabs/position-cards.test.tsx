// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubScreenWidth } from '@/lib/test-utils/screen-width';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { PositionsTable } from './positions-table';
import {
  expectSeededLongFigures,
  jsonAnswer,
  markPriceMoves,
  seededLong,
  seedLongPosition,
  seedPositions,
} from './test-fixtures';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

/** POST bodies by path (futures base), in order. */
let posted: { path: string; body: unknown }[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/futures\//, '');
    posted.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path === 'future/position/close') {
      return jsonAnswer(wireOrder(90, 4, { side: 'closeLong', reduceOnly: true }));
    }
    throw new Error(`unexpected request ${path}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => realtimeStore.getState().privateDataCleared());
});

/** The value shown under a label on the card. */
function figure(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function renderOnPhone() {
  stubScreenWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<PositionsTable contractId={undefined} />);
  const list = screen.getByRole('list', { name: 'Positions (1)' });
  return { user, card: within(list).getByRole('listitem') };
}

describe('positions on a phone', () => {
  it('shows a position as a card with its key figures instead of a table row', () => {
    seedLongPosition();
    const { card } = renderOnPhone();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent(/^BTCUSDTLong · 10x/);
    expectSeededLongFigures((label) => figure(card, label));
    expect(figure(card, 'Est. liq. price')).toMatch(/^[\d,]+\.\d$/);

    markPriceMoves('102000.0');
    expect(figure(card, 'Unrealized PnL')).toBe('+1,000.00');
  });

  it('closes the position at market from its card, after the dialog’s confirmation', async () => {
    seedLongPosition();
    const { user, card } = renderOnPhone();
    await user.click(within(card).getByRole('button', { name: 'Market' }));
    const dialog = screen.getByRole('dialog', { name: 'Close at market' });
    expect(dialog).toHaveTextContent('BTCUSDT Long · size 0.500 BTC');
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close at market' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        path: 'future/position/close',
        body: { contractId: 1, accountType: 1, side: 'long' },
      },
    ]);
  });

  it('opens the limit close with a quantity, the TP/SL and the margin dialogs from the card', async () => {
    seedLongPosition();
    const { user, card } = renderOnPhone();

    await user.click(within(card).getByRole('button', { name: 'Limit' }));
    const limit = screen.getByRole('dialog', { name: 'Close by limit' });
    expect(within(limit).getByLabelText('Close price')).toHaveValue('101000.0');
    expect(within(limit).getByLabelText('Quantity')).toHaveValue('0.500');
    await user.keyboard('{Escape}');
    expect(limit).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'TP/SL' }));
    expect(screen.getByRole('dialog', { name: 'Position TP/SL' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // An isolated position's margin can be added to.
    await user.click(within(card).getByRole('button', { name: 'Adjust margin' }));
    expect(screen.getByRole('dialog', { name: 'Adjust margin' })).toBeInTheDocument();
  });

  it('offers no margin adjustment on a cross position’s card', () => {
    seedPositions([{ ...seededLong, isolated: false }], '101000.0');
    const { card } = renderOnPhone();
    expect(within(card).getByRole('button', { name: 'Market' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Adjust margin' })).not.toBeInTheDocument();
  });

  it('says there are no open positions, and shows skeleton cards while they load', () => {
    stubScreenWidth(375);
    const { unmount } = renderWithProviders(<PositionsTable contractId={undefined} />);
    // Nothing has arrived yet: the list is busy, with a loading word for screen readers.
    const loading = screen.getByRole('list', { name: 'Positions (0)' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByText('Loading…')).toBeInTheDocument();
    unmount();

    seedPositions([]);
    renderWithProviders(<PositionsTable contractId={undefined} />);
    expect(screen.getByText('No open positions')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
