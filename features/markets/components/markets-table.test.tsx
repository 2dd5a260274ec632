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
import {
  getFundingRateListQueryOptions,
  getOverviewQueryOptions,
  type FundingRateList,
} from '@/features/market';
import { realtimeStore } from '@/features/realtime';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { http } from '@/lib/http';
import { createTestQueryClient, messages, renderWithProviders } from '@/lib/test-utils/render';
import { MarketsTable } from './markets-table';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    prefetch: _prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a {...props} />,
}));

const t = messages.MarketsPage;
const idOf = (code: string) =>
  contracts.find((contract) => contractCode(contract.name) === code)?.contractId ?? -1;

/** Turnover falls with the contract id, so the default order (turnover, highest first) is by id. */
const overview: WireMarketIndicator[] = contracts.map((contract) =>
  wireIndicator({
    cid: contract.contractId,
    lp: contract.seedPrice,
    mp: contract.seedPrice,
    pcr: '0',
    h: contract.seedPrice,
    l: contract.seedPrice,
    pv: '1000',
    pt: String(1_000_000 * (20 - contract.contractId)),
    oi: '10',
  }),
);
Object.assign(overview[0] ?? {}, {
  lp: '97000.5',
  mp: '97010.0',
  h: '98000.0',
  l: '95000.0',
  pcr: '0.0123',
  pv: '12345.678',
  oi: '250',
});
const SETTLEMENT = Date.UTC(2026, 10, 30, 16);
const funding: FundingRateList = {
  list: contracts.map((contract) => ({
    contractId: contract.contractId,
    fundingRate: contract.contractId === 2 ? '-0.00025' : '0.0001',
    intervalHours: contract.fundingIntervalHours,
    nextFundingTime: SETTLEMENT,
    markPrice: contract.seedPrice,
    indexPrice: contract.seedPrice,
  })),
};

function prefetched() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getOverviewQueryOptions().queryKey, overview);
  queryClient.setQueryData(getFundingRateListQueryOptions().queryKey, funding);
  return queryClient;
}

const NONE: ReadonlySet<number> = new Set();
const table = () => screen.getByRole('table');
const tableCodes = () =>
  within(table())
    .getAllByTestId('markets-row')
    .map((row) => row.dataset.code);
const cardCodes = () => screen.queryAllByTestId('markets-card').map((card) => card.dataset.code);
const tableRow = (code: string) => {
  const row = within(table())
    .getAllByTestId('markets-row')
    .find((r) => r.dataset.code === code);
  if (!row) throw new Error(`${code} is listed`);
  return row;
};

beforeEach(() => {
  vi.spyOn(http, 'fetch').mockImplementation(() => new Promise(() => undefined));
  realtimeStore.setState(realtimeStore.getInitialState(), true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('markets page table', () => {
  it('renders every contract with all its figures into the server HTML', () => {
    const html = renderToString(
      <QueryClientProvider client={prefetched()}>
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <MarketsTable favoriteIds={NONE} />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    for (const contract of contracts) expect(html).toContain(contractCode(contract.name));
    for (const figure of ['97,000.5', '98,000.0', '95,000.0', '97,010.0', '+1.23%', '125x']) {
      expect(html).toContain(figure);
    }
    expect(html).toContain('-0.0250%');
    // Open interest as its value: 250 BTC × 97 010 = 24 252 500 USDT.
    expect(html).toContain('24.25M');
  });

  it('shows a row’s figures, the funding rate and its countdown', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(SETTLEMENT - (2 * 3600 + 5 * 60 + 9) * 1000);
    renderWithProviders(<MarketsTable favoriteIds={NONE} />, { queryClient: prefetched() });
    const bitcoin = within(tableRow('BTCUSDT'));
    expect(bitcoin.getByTestId('markets-price')).toHaveTextContent('97,000.5');
    expect(bitcoin.getByTestId('markets-change')).toHaveTextContent('+1.23%');
    expect(bitcoin.getByText('12.34K')).toBeInTheDocument();
    expect(bitcoin.getByTestId('markets-funding')).toHaveTextContent('0.0100%');
    expect(bitcoin.getByTestId('markets-countdown')).toHaveTextContent('02:05:09');
    expect(within(tableRow('ETHUSDT')).getByTestId('markets-funding')).toHaveTextContent(
      '-0.0250%',
    );
  });

  it('lists by 24 h turnover first, and sorts by any column header, both ways', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketsTable favoriteIds={NONE} />, { queryClient: prefetched() });
    expect(tableCodes()[0]).toBe('BTCUSDT');
    expect(within(table()).getByRole('columnheader', { name: t.columns.turnover })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(table()).getByRole('button', { name: t.columns.contract }));
    expect(tableCodes().slice(0, 3)).toEqual(['ADAUSDT', 'AVAXUSDT', 'BNBUSDT']);
    await user.click(within(table()).getByRole('button', { name: t.columns.funding }));
    expect(tableCodes().at(-1)).toBe('ETHUSDT');
    await user.click(within(table()).getByRole('button', { name: t.columns.funding }));
    expect(tableCodes()[0]).toBe('ETHUSDT');
    expect(within(table()).getByRole('columnheader', { name: t.columns.funding })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('searches by name, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketsTable favoriteIds={NONE} />, { queryClient: prefetched() });
    const search = screen.getByRole('searchbox', { name: t.searchLabel });
    await user.type(search, 'eth');
    expect(tableCodes()).toEqual(['ETHUSDT']);
    expect(cardCodes()).toEqual(['ETHUSDT']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryAllByTestId('markets-row')).toEqual([]);
    expect(screen.getAllByText('No contract matches “zzz”.').length).toBeGreaterThan(0);
  });

  it('shows only the favourites when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MarketsTable favoriteIds={new Set([idOf('PEPEUSDT'), idOf('SOLUSDT')])} />,
      {
        queryClient: prefetched(),
      },
    );
    await user.click(screen.getByRole('button', { name: messages.Markets.tabs.favorites }));
    expect(tableCodes()).toEqual(['SOLUSDT', 'PEPEUSDT']);
    expect(screen.getByTestId('markets-count')).toHaveTextContent('2 contracts');
  });

  it('re-sorts as figures move, but not while the pointer is on the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketsTable favoriteIds={NONE} />, { queryClient: prefetched() });
    const pepe = idOf('PEPEUSDT');
    const send = (pt: string) =>
      act(() => {
        realtimeStore
          .getState()
          .messagesReceived([{ topic: 'indicator', payload: { indicators: [{ cid: pepe, pt }] } }]);
      });
    await user.hover(tableRow('ETHUSDT'));
    send('999999999999');
    expect(tableCodes()[0]).toBe('BTCUSDT');
    await user.unhover(table());
    expect(tableCodes()[0]).toBe('PEPEUSDT');
  });

  it('sorts the phone cards with the sort picker', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketsTable favoriteIds={NONE} />, { queryClient: prefetched() });
    await user.selectOptions(screen.getByRole('combobox', { name: t.sortLabel }), 'name');
    expect(cardCodes().slice(0, 2)).toEqual(['ADAUSDT', 'AVAXUSDT']);
    await user.selectOptions(screen.getByRole('combobox', { name: t.sortDirection }), 'descending');
    expect(cardCodes()[0]).toBe('XRPUSDT');
  });
});
