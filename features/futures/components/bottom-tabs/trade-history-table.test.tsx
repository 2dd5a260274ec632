// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import { stubHistoryApi } from './test-fixtures';
import { TradeHistoryTable } from './trade-history-table';
import { wireTrade } from '@/lib/test-utils/wire-trade';

const trade = (tradeId: number, contractId: number, role: 'maker' | 'taker') =>
  wireTrade({
    tradeId,
    orderId: 900 + tradeId,
    contractId,
    side: role === 'maker' ? 'buy' : 'sell',
    orderSide: role === 'maker' ? 'openLong' : 'closeLong',
    price: contractId === 1 ? '100000.0' : '3500.00',
    quantity: contractId === 1 ? '0.010' : '0.50',
    fee: role === 'maker' ? '0.20000000' : '0.87500000',
    role,
    realizedPnl: role === 'taker' ? '-4.50000000' : null,
    time: 1_700_000_000_000 + tradeId,
  });

let answer: (url: URL) => unknown;
const requests = stubHistoryApi((url) => answer(url));

describe('TradeHistoryTable', () => {
  it('lists the fills of every contract with side, role, fee and realized PnL, and pages on', async () => {
    answer = (url) =>
      url.searchParams.get('cursor') === null
        ? { list: [trade(3, 2, 'taker'), trade(2, 1, 'maker')], nextCursor: 2 }
        : { list: [trade(1, 1, 'maker')], nextCursor: null };
    const user = userEvent.setup();
    renderWithProviders(<TradeHistoryTable contractId={undefined} />, { locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Trade history' });
    await waitFor(() => expect(within(table).getByText('ETHUSDT')).toBeInTheDocument());
    const [, eth, btc] = within(table).getAllByRole('row');
    expect(eth).toHaveTextContent(/ETHUSDTSell3,500\.000\.500\.8750Taker−4\.50903/);
    expect(btc).toHaveTextContent(/BTCUSDTBuy100,000\.00\.0100\.2000Maker--902/);
    expect(requests[0]?.searchParams.get('contractId')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(requests.at(-1)?.searchParams.get('cursor')).toBe('2');
  });

  it('rounds a fill’s fee and realized loss half-up instead of cutting them', async () => {
    answer = () => ({
      list: [{ ...trade(5, 1, 'taker'), fee: '0.00185', realizedPnl: '-0.407' }],
      nextCursor: null,
    });
    renderWithProviders(<TradeHistoryTable contractId={undefined} />, { locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Trade history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const [, fill] = within(table).getAllByRole('row');
    // Cut, they would read 0.0018 and −0.40.
    expect(fill).toHaveTextContent(/0\.0019Taker−0\.41905/);
  });

  it('says so while there are no fills', async () => {
    answer = () => ({ list: [], nextCursor: null });
    renderWithProviders(<TradeHistoryTable contractId={undefined} />);
    expect(await screen.findByText('No trades yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
