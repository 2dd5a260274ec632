// @vitest-environment jsdom
import type { WireMarketIndicator } from '@/lib/contract/wire/public';
import { wireIndicator } from '@/lib/test-utils/wire-public';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import { getOverviewQueryOptions } from '@/features/market';
import { realtimeStore } from '@/features/realtime';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { http } from '@/lib/http';
import { createTestQueryClient, messages, renderWithProviders } from '@/lib/test-utils/render';
import { PRICE_FLASH_MS } from '../hooks/use-price-flash';
import { MarketListing } from './market-listing';

// next-intl's Link needs the Next router; a plain anchor keeps the text, the href and the focus.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & {
    prefetch?: boolean;
  }) => <a {...props} />,
}));

const m = messages.Markets;
const idOf = (code: string) =>
  contracts.find((contract) => contractCode(contract.name) === code)?.contractId ?? -1;

/** The overview as the server prefetches it: BTC and SUI up, ETH and PEPE down, the rest flat. */
const overview: WireMarketIndicator[] = contracts.map((contract) =>
  wireIndicator({
    cid: contract.contractId,
    lp: contract.seedPrice,
    pcr: '0',
    pt: String(1_000_000 * (20 - contract.contractId)),
  }),
);
function setIndicator(code: string, fields: Partial<WireMarketIndicator>) {
  const row = overview.find((indicator) => indicator.cid === idOf(code));
  if (row) Object.assign(row, fields);
}
setIndicator('BTCUSDT', { lp: '97000.5', pcr: '0.0123', pt: '1234567890.12' });
setIndicator('ETHUSDT', { lp: '3400.25', pcr: '-0.034' });
setIndicator('SUIUSDT', { pcr: '0.081' });
setIndicator('PEPEUSDT', { lp: '0.00002011', pcr: '-0.1' });

function prefetched() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getOverviewQueryOptions().queryKey, overview);
  return queryClient;
}

const NONE: ReadonlySet<number> = new Set();
const listedCodes = () =>
  screen.getAllByTestId('market-row').map((row) => row.getAttribute('data-code'));
const rowOf = (code: string) => {
  const row = screen.getAllByTestId('market-row').find((r) => r.dataset.code === code);
  if (!row) throw new Error(`${code} is listed`);
  return row;
};
const priceOf = (code: string) => within(rowOf(code)).getByTestId('market-price');

beforeEach(() => {
  // Anything the listing asks the network for never answers: what shows comes from the cache.
  vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
  realtimeStore.setState(realtimeStore.getInitialState(), true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('home market listing', () => {
  it('renders a price for every contract into the server HTML from the prefetched overview', () => {
    const queryClient = prefetched();
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <MarketListing favoriteIds={NONE} />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    for (const contract of contracts) {
      expect(html).toContain(`data-code="${contractCode(contract.name)}"`);
    }
    expect(html).toContain('97,000.5');
    expect(html).toContain('0.00002011');
    expect(html).not.toContain('skeleton');
  });

  it('shows the prefetched prices at the contract precision, the change and the turnover', () => {
    renderWithProviders(<MarketListing favoriteIds={NONE} />, { queryClient: prefetched() });
    expect(listedCodes()).toHaveLength(contracts.length);
    expect(priceOf('BTCUSDT')).toHaveTextContent('97,000.5');
    expect(priceOf('ETHUSDT')).toHaveTextContent('3,400.25');
    expect(within(rowOf('BTCUSDT')).getByTestId('market-change')).toHaveTextContent('+1.23%');
    expect(within(rowOf('ETHUSDT')).getByTestId('market-change')).toHaveTextContent('−3.40%');
    expect(within(rowOf('BTCUSDT')).getByTestId('market-volume')).toHaveTextContent('1.23B');
    expect(within(rowOf('SUIUSDT')).getByText(m.newCoin)).toBeInTheDocument();
    expect(within(rowOf('BTCUSDT')).getByRole('link', { name: 'BTCUSDT' })).toHaveAttribute(
      'href',
      '/futures/BTCUSDT',
    );
  });

  it('shows placeholders while the browser loads the first prices', () => {
    renderWithProviders(<MarketListing favoriteIds={NONE} />);
    expect(priceOf('BTCUSDT').querySelector('.skeleton')).not.toBeNull();
  });

  it('moves a price when the socket sends a new one, and flashes it briefly', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<MarketListing favoriteIds={NONE} />, { queryClient: prefetched() });
    act(() => {
      realtimeStore.getState().messagesReceived([
        {
          topic: 'indicator',
          payload: { indicators: [{ cid: idOf('BTCUSDT'), lp: '96990.0' }] },
        },
      ]);
    });
    expect(priceOf('BTCUSDT')).toHaveTextContent('96,990.0');
    // Only the price moved: the other prefetched figures of the row stay.
    expect(within(rowOf('BTCUSDT')).getByTestId('market-change')).toHaveTextContent('+1.23%');
    const figure = priceOf('BTCUSDT').firstElementChild;
    expect(figure).toHaveClass('flash-down');
    await act(() => vi.advanceTimersByTimeAsync(PRICE_FLASH_MS));
    expect(figure).not.toHaveClass('flash-down');
  });

  it('follows the sort as live figures move, but holds the rows while the pointer is on them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketListing favoriteIds={NONE} />, { queryClient: prefetched() });
    const codesShown = () =>
      screen.getAllByTestId('market-row').map((row) => row.getAttribute('data-code'));
    const before = codesShown();
    const last = before[before.length - 1] ?? '';
    const first = before[0] ?? '';
    await user.hover(screen.getAllByTestId('market-row')[1] ?? document.body);
    act(() => {
      realtimeStore.getState().messagesReceived([
        // The last row's turnover jumps above every other (the Hot tab sorts by turnover).
        { topic: 'indicator', payload: { indicators: [{ cid: idOf(last), pt: '999999999999' }] } },
      ]);
    });
    // Under the pointer no row jumps.
    expect(codesShown()).toEqual(before);
    // Once the pointer leaves, the list is in the order its header says.
    await user.unhover(screen.getByRole('tabpanel'));
    expect(codesShown()[0]).toBe(last);
    expect(codesShown()[1]).toBe(first);
    expect(screen.getByRole('columnheader', { name: m.columns.volume24h })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('lists the gainers, the losers and the new contracts on their tabs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketListing favoriteIds={NONE} />, { queryClient: prefetched() });
    await user.click(screen.getByRole('tab', { name: m.tabs.gainers }));
    expect(screen.getByRole('tab', { name: m.tabs.gainers })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listedCodes()).toEqual(['SUIUSDT', 'BTCUSDT']);
    await user.click(screen.getByRole('tab', { name: m.tabs.losers }));
    expect(listedCodes()).toEqual(['PEPEUSDT', 'ETHUSDT']);
    await user.click(screen.getByRole('tab', { name: m.tabs.new }));
    expect(listedCodes()).toEqual(['SUIUSDT', 'PEPEUSDT']);
  });

  it('moves between tabs with the arrow keys, one tab stop for the strip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketListing favoriteIds={NONE} />, { queryClient: prefetched() });
    const hot = screen.getByRole('tab', { name: m.tabs.hot });
    expect(hot).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: m.tabs.gainers })).toHaveAttribute('tabindex', '-1');
    hot.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: m.tabs.gainers })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(m.tabs.gainers);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: m.tabs.favorites })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: m.tabs.new })).toHaveAttribute('aria-selected', 'true');
  });

  it('sorts by a column, flipping the order on each click, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketListing favoriteIds={NONE} />, { queryClient: prefetched() });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    // Hot opens by 24 h volume, largest first.
    expect(header(m.columns.volume24h)).toHaveAttribute('aria-sort', 'descending');
    expect(listedCodes()[0]).toBe('BTCUSDT');

    await user.click(screen.getByRole('button', { name: m.columns.lastPrice }));
    expect(header(m.columns.lastPrice)).toHaveAttribute('aria-sort', 'descending');
    expect(header(m.columns.volume24h)).not.toHaveAttribute('aria-sort');
    expect(listedCodes()[0]).toBe('BTCUSDT');
    expect(listedCodes().at(-1)).toBe('PEPEUSDT');

    await user.click(screen.getByRole('button', { name: m.columns.lastPrice }));
    expect(header(m.columns.lastPrice)).toHaveAttribute('aria-sort', 'ascending');
    expect(listedCodes()[0]).toBe('PEPEUSDT');
    expect(listedCodes().at(-1)).toBe('BTCUSDT');
  });

  it('explains an empty favourites tab, and lists the starred contracts', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<MarketListing favoriteIds={NONE} />, {
      queryClient: prefetched(),
    });
    await user.click(screen.getByRole('tab', { name: m.tabs.favorites }));
    expect(screen.queryAllByTestId('market-row')).toEqual([]);
    expect(screen.getByText(m.emptyFavorites)).toBeInTheDocument();

    rerender(<MarketListing favoriteIds={new Set([idOf('ETHUSDT')])} />);
    expect(listedCodes()).toEqual(['ETHUSDT']);
    expect(screen.queryByText(m.emptyFavorites)).not.toBeInTheDocument();
  });

  it('puts the favourite star the page gives it in each row', () => {
    renderWithProviders(
      <MarketListing
        favoriteIds={NONE}
        renderFavorite={(_, code) => <button type="button">star {code}</button>}
      />,
      { queryClient: prefetched() },
    );
    expect(within(rowOf('SOLUSDT')).getByRole('button', { name: 'star SOLUSDT' })).toBeVisible();
  });

  it('opens the contract when any part of its row is clicked, not when its star is', async () => {
    const user = userEvent.setup();
    const star = vi.fn();
    renderWithProviders(
      <MarketListing
        favoriteIds={NONE}
        renderFavorite={() => (
          <button type="button" onClick={star}>
            star
          </button>
        )}
      />,
      { queryClient: prefetched() },
    );
    const link = within(rowOf('ETHUSDT')).getByRole('link', { name: 'ETHUSDT' });
    const opened = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', opened);

    await user.click(within(rowOf('ETHUSDT')).getByTestId('market-change'));
    expect(opened).toHaveBeenCalledTimes(1);

    await user.click(within(rowOf('ETHUSDT')).getByRole('button', { name: 'star' }));
    expect(star).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('draws the sparkline it is given, hidden from assistive technology', () => {
    renderWithProviders(
      // Lowest then highest: from the bottom left to the top right.
      <MarketListing favoriteIds={NONE} sparklines={{ [idOf('BTCUSDT')]: 'A_' }} />,
      { queryClient: prefetched() },
    );
    const line = rowOf('BTCUSDT').querySelector('svg path');
    expect(line).toHaveAttribute('d', 'M0 63l1-63');
    expect(line?.closest('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(rowOf('ETHUSDT').querySelector('svg path')).toBeNull();
  });
});
