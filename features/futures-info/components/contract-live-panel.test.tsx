// @vitest-environment jsdom
import { wireIndicator } from '@/lib/test-utils/wire-public';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCurrentFundingRateQueryOptions,
  getOverviewQueryOptions,
  type CurrentFundingRate,
} from '@/features/market';
import { realtimeStore } from '@/features/realtime';
import { createTestQueryClient, renderWithProviders } from '@/lib/test-utils/render';
import { ContractLivePanel, type LiveContract } from './contract-live-panel';
import { envelope, stubFuturesApi } from './test-api';

const NOW = Date.UTC(2025, 0, 2, 7, 0, 0);
const HOUR = 3_600_000;

const btc: LiveContract = {
  contractId: 1,
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  priceScale: 1,
  amountPrecision: 3,
};

const funding: CurrentFundingRate = {
  contractId: 1,
  fundingRate: '0.000125',
  intervalHours: 8,
  nextFundingTime: NOW + HOUR + 30_000,
  markPrice: '97001.5',
  indexPrice: '96999.9',
};

const requests = stubFuturesApi(() => envelope(funding));

/** The page's server prefetch: the overview and the contract's running funding rate. */
function prefetched() {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 },
  });
  queryClient.setQueryData(getOverviewQueryOptions().queryKey, [
    wireIndicator({
      cid: 1,
      lp: '97010.0',
      mp: '97001.5',
      ip: '96999.9',
      pv: '1234.567',
      pt: '119876543.21',
      oi: '456.789',
    }),
  ]);
  queryClient.setQueryData(getCurrentFundingRateQueryOptions(1).queryKey, funding);
  return queryClient;
}

beforeEach(() => {
  realtimeStore.setState(realtimeStore.getInitialState(), true);
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the contract’s live figures', () => {
  it('shows the prices, volume, open interest and funding the server rendered', () => {
    renderWithProviders(<ContractLivePanel contract={btc} />, { queryClient: prefetched() });
    expect(requests).toEqual([]);
    expect(screen.getByTestId('live-mark-price')).toHaveTextContent('97,001.5');
    expect(screen.getByTestId('live-last-price')).toHaveTextContent('97,010.0');
    expect(screen.getByTestId('live-index-price')).toHaveTextContent('96,999.9');
    expect(screen.getByTestId('live-volume')).toHaveTextContent('1,234.567 BTC');
    expect(screen.getByTestId('live-turnover')).toHaveTextContent('119,876,543.21 USDT');
    expect(screen.getByTestId('live-open-interest')).toHaveTextContent('456.789 BTC');
    expect(screen.getByTestId('live-funding-rate')).toHaveTextContent('+0.0125%');
  });

  it('counts down to the next funding settlement', () => {
    renderWithProviders(<ContractLivePanel contract={btc} />, { queryClient: prefetched() });
    const countdown = screen.getByTestId('live-funding-countdown');
    expect(countdown).toHaveTextContent('01:00:30');
    act(() => vi.advanceTimersByTime(31_000));
    expect(countdown).toHaveTextContent('00:59:59');
  });

  it('moves the prices when the socket sends new ones, keeping the figures it did not send', () => {
    renderWithProviders(<ContractLivePanel contract={btc} />, { queryClient: prefetched() });
    act(() => {
      realtimeStore.getState().messagesReceived([
        {
          topic: 'indicator',
          payload: { indicators: [{ cid: 1, mp: '97100.2', lp: '97105.0' }] },
        },
      ]);
    });
    expect(screen.getByTestId('live-mark-price')).toHaveTextContent('97,100.2');
    expect(screen.getByTestId('live-last-price')).toHaveTextContent('97,105.0');
    expect(screen.getByTestId('live-open-interest')).toHaveTextContent('456.789 BTC');
  });
});
