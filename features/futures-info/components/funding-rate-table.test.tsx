// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { createTestQueryClient, messages, renderWithProviders } from '@/lib/test-utils/render';
import { getCurrentFundingRateQueryOptions, type CurrentFundingRate } from '@/features/market';
import { getLastFundingRateQueryOptions } from '../api/get-funding-rate-history';
import { FundingRateTable } from './funding-rate-table';
import { envelope, stubFuturesApi } from './test-api';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const NOW = Date.UTC(2025, 0, 2, 7, 0, 0);
const HOUR = 3_600_000;

/** BTC positive, ETH negative, the others zero; the settlement one hour away. */
function currentOf(contractId: number, nextFundingTime = NOW + HOUR): CurrentFundingRate {
  const fundingRate = contractId === 1 ? '0.0001' : contractId === 2 ? '-0.00025' : '0';
  return {
    contractId,
    fundingRate,
    intervalHours: contractId === 5 ? 4 : 8,
    nextFundingTime,
    markPrice: contractId === 1 ? '97123.45' : '1',
    indexPrice: '1',
  };
}

let serverNext = NOW + HOUR;
const requests = stubFuturesApi((path, contractId) =>
  path === 'fundingRate/current'
    ? envelope(currentOf(contractId, serverNext))
    : envelope({ contractId, intervalHours: 8, list: [] }),
);

/** The page's server prefetch, as the browser receives it: every contract's figures cached. */
function hydratedClient(nextFundingTime = NOW + HOUR) {
  const queryClient = createTestQueryClient();
  // As the app's client: fresh for 30 s, so hydrated data is not fetched again on mount.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 },
  });
  for (const { contractId } of contracts) {
    queryClient.setQueryData(
      getCurrentFundingRateQueryOptions(contractId).queryKey,
      currentOf(contractId, nextFundingTime),
    );
    queryClient.setQueryData(getLastFundingRateQueryOptions(contractId).queryKey, {
      contractId,
      intervalHours: 8,
      list: [{ fundingTime: NOW - HOUR, fundingRate: '0.0003', markPrice: '1', intervalHours: 8 }],
    });
  }
  return queryClient;
}

const row = (code: string) => {
  const found = screen
    .getAllByTestId('funding-row')
    .find((element) => element.getAttribute('data-contract') === code);
  if (!found) throw new Error(`no row for ${code}`);
  return found;
};

beforeEach(() => {
  serverNext = NOW + HOUR;
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the funding rate table', () => {
  it('shows every contract with the rates the server sent, before any request of its own', () => {
    renderWithProviders(<FundingRateTable />, { queryClient: hydratedClient() });
    expect(requests).toEqual([]);
    expect(screen.getAllByTestId('funding-row')).toHaveLength(contracts.length);
    for (const contract of contracts) {
      expect(row(contractCode(contract.name))).toHaveTextContent(/\d\.\d{4}%/);
    }
    const btc = row('BTCUSDT');
    expect(within(btc).getByTestId('predicted-rate')).toHaveTextContent('+0.0100%');
    expect(btc).toHaveTextContent('97,123.4');
    expect(btc).toHaveTextContent('8h');
    expect(row('DOGEUSDT')).toHaveTextContent('4h');
    // The cap of the contract, from its terms.
    expect(btc).toHaveTextContent('0.75%');
  });

  it('shows what each predicted rate comes to over a day, by the contract’s interval', () => {
    renderWithProviders(<FundingRateTable />, { queryClient: hydratedClient() });
    // 0.01 % every 8 hours: 0.03 % a day; −0.025 % every 8 hours: −0.075 %.
    expect(within(row('BTCUSDT')).getByTestId('daily-rate')).toHaveTextContent('+0.0300%');
    expect(within(row('ETHUSDT')).getByTestId('daily-rate')).toHaveTextContent('−0.0750%');
    expect(within(row('DOGEUSDT')).getByTestId('daily-rate')).toHaveTextContent('0.0000%');
    expect(
      screen.getByRole('columnheader', { name: messages.FundingRatePage.dailyRate }),
    ).toBeInTheDocument();
  });

  it('links each contract to its trading screen and to its specifications', () => {
    renderWithProviders(<FundingRateTable />, { queryClient: hydratedClient() });
    const btc = row('BTCUSDT');
    expect(within(btc).getByRole('link', { name: 'BTCUSDT' })).toHaveAttribute(
      'href',
      '/futures/BTCUSDT',
    );
    expect(
      within(btc).getByRole('link', { name: 'Contract specifications of BTCUSDT' }),
    ).toHaveAttribute('href', '/futures/info/BTCUSDT');
  });

  it('colours a positive rate as up, a negative one as down and zero as neither', () => {
    renderWithProviders(<FundingRateTable />, { queryClient: hydratedClient() });
    const rate = (code: string) =>
      within(within(row(code)).getByTestId('predicted-rate')).getByText(/%$/);
    expect(rate('BTCUSDT')).toHaveClass('text-up');
    expect(rate('ETHUSDT')).toHaveClass('text-down');
    expect(rate('ETHUSDT')).toHaveTextContent('\u22120.0250%');
    expect(rate('SOLUSDT')).not.toHaveClass('text-up');
    expect(rate('SOLUSDT')).not.toHaveClass('text-down');
  });

  it('counts down to the next settlement every second', () => {
    renderWithProviders(<FundingRateTable />, { queryClient: hydratedClient() });
    const countdown = within(row('BTCUSDT')).getByTestId('funding-countdown');
    expect(countdown).toHaveTextContent('01:00:00');
    expect(countdown).toHaveAttribute('dateTime', new Date(NOW + HOUR).toISOString());
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown).toHaveTextContent('00:59:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(countdown).toHaveTextContent('00:58:59');
  });

  it('asks for the next interval when the settlement passes, and counts down to it', async () => {
    const queryClient = hydratedClient(NOW + 2000);
    renderWithProviders(<FundingRateTable />, { queryClient });
    const countdown = () => within(row('BTCUSDT')).getByTestId('funding-countdown');
    expect(countdown()).toHaveTextContent('00:00:02');
    serverNext = NOW + 8 * HOUR;
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() =>
      expect(
        requests.some(
          (url) =>
            url.pathname.endsWith('fundingRate/current') &&
            url.searchParams.get('contractId') === '1',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(countdown()).toHaveTextContent('07:59:58'));
  });
});
