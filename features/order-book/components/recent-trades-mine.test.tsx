// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderWithProviders } from '@/lib/test-utils/render';
import { OwnTradesList, type OwnTrade, type OwnTradesListProps } from './own-trades-list';
import { RecentTradesPanel } from './recent-trades-panel';

let nextId = 1500;
function contract() {
  nextId += 1;
  return { contractId: nextId, code: `M${nextId}USDT` };
}

const NOW = Date.now();
const fills: OwnTrade[] = [
  {
    id: '12',
    price: '97010.5',
    amount: '0.004',
    time: NOW - 60_000,
    direction: 'sell',
    sideLabel: 'Close long',
  },
  {
    id: '11',
    price: '96990',
    amount: '0.01',
    time: NOW - 120_000,
    direction: 'buy',
    sideLabel: 'Open long',
  },
];

function list(props: Partial<OwnTradesListProps> = {}) {
  return (
    <OwnTradesList
      status="success"
      trades={fills}
      onRetry={() => undefined}
      priceScale={1}
      baseAsset="BTC"
      sizeDecimals={3}
      {...props}
    />
  );
}

function renderPanel(mine?: React.ReactNode) {
  return renderWithProviders(
    <RecentTradesPanel
      {...contract()}
      priceScale={1}
      baseAsset="BTC"
      quantityScale={3}
      mine={mine}
    />,
  );
}

const clock = (time: number) =>
  new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(time);

describe('recent trades: my trades', () => {
  it('shows a visitor no All / Mine toggle', () => {
    renderPanel(undefined);
    expect(screen.queryByRole('group', { name: 'Trades shown' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mine' })).not.toBeInTheDocument();
  });

  it('lists my own fills under Mine, newest first, with price, amount, side and time', async () => {
    const user = userEvent.setup();
    const mounted = vi.fn();
    function Mine() {
      useEffect(mounted, []);
      return list();
    }
    renderPanel(<Mine />);
    const all = screen.getByRole('button', { name: 'All' });
    const mine = screen.getByRole('button', { name: 'Mine' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    // Not rendered (so not read from the server) until asked for.
    expect(mounted).not.toHaveBeenCalled();

    await user.click(mine);
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(mounted).toHaveBeenCalledTimes(1);
    const rows = within(
      screen.getByRole('list', { name: 'My trades in this contract' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `97,010.50.004Close long${clock(NOW - 60_000)}`,
      `96,990.00.010Open long${clock(NOW - 120_000)}`,
    ]);
    expect(within(rows[0] as HTMLElement).getByText('97,010.5')).toHaveClass('text-down');
    expect(within(rows[1] as HTMLElement).getByText('96,990.0')).toHaveClass('text-up');
    expect(screen.getByText('Side')).toBeInTheDocument();
    // The market's trades are out of sight (and of screen readers) meanwhile.
    expect(screen.queryByRole('list', { name: 'Recent trades' })).not.toBeInTheDocument();
    expect(screen.getByTestId('trades-skeleton')).not.toBeVisible();

    await user.click(all);
    expect(
      screen.queryByRole('list', { name: 'My trades in this contract' }),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('trades-skeleton')).toBeVisible();
  });

  it('says so when I have no trades in the contract', async () => {
    const user = userEvent.setup();
    renderPanel(list({ trades: [] }));
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(screen.getByText('You have no trades in this contract yet')).toBeInTheDocument();
  });

  it('shows my trades loading, and a retry when they could not be read', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(list({ status: 'pending', trades: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your trades…');
    rerender(list({ status: 'error', trades: [], onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your trades could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks the words of each language', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RecentTradesPanel
        {...contract()}
        priceScale={1}
        baseAsset="BTC"
        quantityScale={3}
        mine={list({ trades: [] })}
      />,
      { locale: 'ja' },
    );
    await user.click(screen.getByRole('button', { name: '自分' }));
    expect(screen.getByText('この契約の約定はまだありません')).toBeInTheDocument();
  });
});
