// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { getOverviewQueryOptions } from '@/features/market';
import { realtimeStore } from '@/features/realtime';
import { contracts, type ContractReference } from '@/lib/contract/reference-data';
import { http } from '@/lib/http';
import { createTestQueryClient, renderWithProviders } from '@/lib/test-utils/render';
import { getCurrentFundingRateQueryOptions } from '@/features/market';
import { ContractBar } from './contract-bar';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

function referenceContract(name: string): ContractReference {
  const found = contracts.find((c) => c.name === name);
  if (!found) throw new Error(`the reference data has ${name}`);
  return found;
}
const btc = referenceContract('BTC/USDT');

beforeEach(() => {
  vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  realtimeStore.setState({ trades: {} });
});

function prefetched() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getOverviewQueryOptions().queryKey, [
    {
      cid: btc.contractId,
      lp: '97000.5',
      pcr: '0.0123',
      pv: '1234.567',
      pt: '119000000.12',
      mp: '97001.5',
      ip: '96999.9',
      h: '98000',
      l: '95500.5',
      oi: '321.5',
    },
  ]);
  queryClient.setQueryData(getCurrentFundingRateQueryOptions(btc.contractId).queryKey, {
    contractId: btc.contractId,
    fundingRate: '0.0001',
    intervalHours: 8,
    nextFundingTime: Date.now() + 3_600_000,
    markPrice: '97001.5',
    indexPrice: '96999.9',
  });
  return queryClient;
}

describe('contract bar', () => {
  it('shows the prefetched market figures before the socket says anything', () => {
    renderWithProviders(<ContractBar contract={btc} />, { queryClient: prefetched() });
    expect(screen.getByTestId('last-price')).toHaveTextContent('97,000.5');
    expect(screen.getByTestId('mark-price')).toHaveTextContent('97,001.5');
    expect(screen.getByTestId('high-24h')).toHaveTextContent('98,000.0');
    expect(screen.getByTestId('low-24h')).toHaveTextContent('95,500.5');
    expect(screen.getByTestId('change-24h')).toHaveTextContent('+1.23%');
    expect(screen.getByTestId('open-interest')).toHaveTextContent('321.5');
    expect(screen.getByTestId('funding-rate')).toHaveTextContent('0.0100%');
  });

  it('colours the last price by its last move', () => {
    renderWithProviders(<ContractBar contract={btc} />, { queryClient: prefetched() });
    realtimeStore
      .getState()
      .messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: btc.contractId, lp: '96990.0' }] } },
      ]);
    return vi.waitFor(() => expect(screen.getByTestId('last-price')).toHaveClass('text-down'));
  });

  it('shows the last fill of a burst as the last price, and keeps it when older trades arrive late', async () => {
    renderWithProviders(<ContractBar contract={btc} />, { queryClient: prefetched() });
    const fill = (tradeId: number, time: number, price: string) => ({
      tradeId,
      time,
      price,
      amount: '0.01',
      side: 'sell',
      contractId: btc.contractId,
    });
    const ticks = (trades: ReturnType<typeof fill>[]) => [
      { topic: 'future_tick' as const, payload: { contractId: btc.contractId, trades } },
    ];
    // Fills of one taker order share the millisecond; the server lists them oldest first.
    realtimeStore
      .getState()
      .messagesReceived(
        ticks([
          fill(301, 9_000, '97010.0'),
          fill(302, 9_000, '97005.0'),
          fill(303, 9_000, '96990.5'),
        ]),
      );
    await vi.waitFor(() => expect(screen.getByTestId('last-price')).toHaveTextContent('96,990.5'));
    expect(screen.getByTestId('last-price')).toHaveClass('text-down');
    realtimeStore.getState().messagesReceived(ticks([fill(300, 9_001, '97100.0')]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('last-price')).toHaveTextContent('96,990.5');
  });

  it('lists contracts to switch to, searchable, with the current one marked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContractBar contract={btc} />, { queryClient: prefetched() });
    await user.click(screen.getByTestId('contract-selector'));
    const list = await screen.findByRole('list', { name: 'Contracts' });
    expect(within(list).getByRole('link', { current: 'page' })).toHaveTextContent('BTCUSDT');
    await user.type(screen.getByRole('searchbox', { name: 'Search contracts' }), 'eth');
    expect(
      within(screen.getByRole('list', { name: 'Contracts' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/futures/ETHUSDT']);
  });

  it('explains the contract terms and risk tiers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContractBar contract={btc} />, { queryClient: prefetched() });
    await user.click(screen.getByRole('button', { name: 'Contract info' }));
    const tiers = await screen.findByRole('table', { name: 'Risk limit tiers' });
    expect(within(tiers).getAllByRole('row').length).toBe(btc.riskLimits.length + 1);
  });
});
