// @vitest-environment jsdom
import type { WireMarketIndicator } from '@/lib/contract/wire/public';
import { wireIndicator } from '@/lib/test-utils/wire-public';
import { act, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import { getOverviewQueryOptions } from '@/features/market';
import { realtimeStore } from '@/features/realtime';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { http } from '@/lib/http';
import { getRealtimeClient } from '@/lib/socket';
import { createTestQueryClient, messages, renderWithProviders } from '@/lib/test-utils/render';
import { TopTen } from './top-ten';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a {...props} />,
}));

const idOf = (code: string) =>
  contracts.find((contract) => contractCode(contract.name) === code)?.contractId ?? -1;

/** BTC up 1.23 %, PEPE up 21 %, ETH down 3.4 %, the rest flat. */
const overview: WireMarketIndicator[] = contracts.map((contract) =>
  wireIndicator({
    cid: contract.contractId,
    lp: contract.seedPrice,
    pcr: '0',
  }),
);
function setIndicator(code: string, fields: Partial<WireMarketIndicator>) {
  const row = overview.find((indicator) => indicator.cid === idOf(code));
  if (row) Object.assign(row, fields);
}
setIndicator('BTCUSDT', { lp: '97000.5', pcr: '0.0123' });
setIndicator('PEPEUSDT', { lp: '0.00002011', pcr: '0.21' });
setIndicator('ETHUSDT', { lp: '3400.25', pcr: '-0.034' });

function prefetched() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getOverviewQueryOptions().queryKey, overview);
  return queryClient;
}
const shownCodes = () =>
  screen.getAllByTestId('top-ten-row').map((row) => row.getAttribute('data-code'));
const rowOf = (code: string) => {
  const row = screen.getAllByTestId('top-ten-row').find((r) => r.dataset.code === code);
  if (!row) throw new Error(`${code} is in the top ten`);
  return row;
};

beforeEach(() => {
  vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
  realtimeStore.setState(realtimeStore.getInitialState(), true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('top ten by 24 h change', () => {
  it("keeps only its heading and the rows' room in the server HTML (the rows come with hydration)", () => {
    const html = renderToString(
      <QueryClientProvider client={prefetched()}>
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <TopTen />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain(messages.HomeContent.topTen.title);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-testid="top-ten-row"');
  });

  it('shows ten rows with the price at the contract precision and the signed change', () => {
    renderWithProviders(<TopTen />, { queryClient: prefetched() });
    expect(shownCodes()).toHaveLength(10);
    expect(shownCodes().slice(0, 2)).toEqual(['PEPEUSDT', 'BTCUSDT']);
    const btc = rowOf('BTCUSDT');
    expect(within(btc).getByTestId('top-ten-price')).toHaveTextContent('97,000.5');
    expect(within(btc).getByTestId('top-ten-change')).toHaveTextContent('+1.23%');
    expect(within(btc).getByTestId('top-ten-change').firstElementChild).toHaveClass('text-up');
    expect(within(btc).getByRole('link')).toHaveAttribute('href', '/futures/BTCUSDT');
  });

  it('subscribes to the top ten topic while shown', () => {
    const subscribe = vi.spyOn(getRealtimeClient(), 'subscribe');
    const forget = vi.spyOn(getRealtimeClient(), 'forget');
    const { unmount } = renderWithProviders(<TopTen />, { queryClient: prefetched() });
    expect(subscribe).toHaveBeenCalledWith('home_page_top_ten24', []);
    unmount();
    expect(forget).toHaveBeenCalledWith('home_page_top_ten24', []);
  });

  it('re-orders when the server pushes a new top ten, with the live prices', () => {
    renderWithProviders(<TopTen />, { queryClient: prefetched() });
    const pushed = ['ETHUSDT', 'SOLUSDT', 'BTCUSDT', 'DOGEUSDT', 'XRPUSDT', 'BNBUSDT', 'ADAUSDT']
      .concat(['LINKUSDT', 'AVAXUSDT', 'TONUSDT'])
      .map(idOf);
    act(() => {
      realtimeStore.getState().messagesReceived([
        {
          topic: 'indicator',
          payload: { indicators: [{ cid: idOf('ETHUSDT'), lp: '3600.5', pcr: '0.05' }] },
        },
        { topic: 'home_page_top_ten24', payload: { ids: pushed } },
      ]);
    });
    expect(shownCodes()).toEqual([
      'ETHUSDT',
      'SOLUSDT',
      'BTCUSDT',
      'DOGEUSDT',
      'XRPUSDT',
      'BNBUSDT',
      'ADAUSDT',
      'LINKUSDT',
      'AVAXUSDT',
      'TONUSDT',
    ]);
    expect(within(rowOf('ETHUSDT')).getByTestId('top-ten-price')).toHaveTextContent('3,600.50');
    expect(within(rowOf('ETHUSDT')).getByTestId('top-ten-change')).toHaveTextContent('+5.00%');
  });

  it('shows placeholders until the browser has figures', () => {
    renderWithProviders(<TopTen />);
    expect(shownCodes()).toHaveLength(10);
    expect(rowOf('BTCUSDT').querySelector('.skeleton')).not.toBeNull();
  });
});
