// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, messages, renderWithProviders } from '@/lib/test-utils/render';
import { getContractDetailQueryOptions, type ContractDetail } from '../api/get-contract-detail';
import { ContractSpecList } from './contract-spec-list';
import { RiskTierTable } from './risk-tier-table';
import { envelope, failure, stubFuturesApi } from './test-api';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const m = messages.ContractInfo;

/**
 * BTCUSDT as contract/detail sends it. The taker fee and the order limits are not the reference
 * data's: what the page shows must come from the engine's answer.
 */
const btc: ContractDetail = {
  contractId: 1,
  code: 'BTCUSDT',
  name: 'BTC/USDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  marginAsset: 'USDT',
  perpetual: true,
  contractSize: '0.001',
  priceScale: 1,
  tickSize: '0.1',
  minOrderLots: 1,
  minOrderQuantity: '0.001',
  minOrderValue: '100',
  maxOrderLots: 1_000_000,
  maxOrderQuantity: '1000',
  maxMarketOrderLots: 120_000,
  maxMarketOrderQuantity: '120',
  maxLeverage: 125,
  makerFeeRate: '0.0002',
  takerFeeRate: '0.00055',
  fundingIntervalHours: 8,
  fundingRateCap: '0.0075',
  fundingRateFloor: '-0.0075',
  fundingInterestRate: '0.0001',
  priceBandRate: '0.05',
  // Sent out of order: the table puts the smallest positions first.
  riskTiers: [
    {
      tier: 3,
      minNotional: '250000',
      maxNotional: '3000000',
      maxLeverage: 50,
      maintenanceMarginRate: '0.01',
      maintenanceAmount: '1300',
    },
    {
      tier: 1,
      minNotional: '0',
      maxNotional: '50000',
      maxLeverage: 125,
      maintenanceMarginRate: '0.004',
      maintenanceAmount: '0',
    },
    {
      tier: 2,
      minNotional: '50000',
      maxNotional: '250000',
      maxLeverage: 100,
      maintenanceMarginRate: '0.0055',
      maintenanceAmount: '75',
    },
  ],
};

let answer: 'ok' | 'down' = 'ok';
const requests = stubFuturesApi((path, _contractId, url) => {
  if (path !== 'contract/detail') return failure(404, `no route for ${path}`);
  if (answer === 'down') return failure(503, 'temporarily unavailable');
  return url.searchParams.get('symbol') === 'BTCUSDT'
    ? envelope(btc)
    : failure(400, 'symbol: unknown contract');
});

/** As the page's server prefetch hands it to the browser. */
function hydrated() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getContractDetailQueryOptions('BTCUSDT').queryKey, btc);
  return queryClient;
}

const spec = (name: string) => {
  const item = document.querySelector(`[data-spec="${name}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no spec ${name}`);
  return within(item).getByRole('definition');
};

describe('the specification list', () => {
  it('shows what the server rendered without asking again', () => {
    answer = 'ok';
    renderWithProviders(<ContractSpecList code="BTCUSDT" />, { queryClient: hydrated() });
    expect(requests).toEqual([]);
    expect(spec('tickSize')).toHaveTextContent('0.1 USDT');
  });

  it('lists the engine’s terms with their units', async () => {
    answer = 'ok';
    renderWithProviders(<ContractSpecList code="BTCUSDT" />);
    expect(await screen.findByTestId('contract-specs')).toBeInTheDocument();
    expect(requests.map((url) => url.searchParams.get('symbol'))).toEqual(['BTCUSDT']);

    expect(spec('settlementAsset')).toHaveTextContent('USDT');
    expect(spec('contractType')).toHaveTextContent(m.perpetual);
    expect(spec('contractSize')).toHaveTextContent('1 contract = 0.001 BTC');
    expect(spec('pricePrecision')).toHaveTextContent('1 decimal place');
    expect(spec('quantityStep')).toHaveTextContent('0.001 BTC');
    expect(spec('minOrderQuantity')).toHaveTextContent('0.001 BTC (1 contract)');
    expect(spec('minOrderValue')).toHaveTextContent('100 USDT');
    expect(spec('maxLimitOrderQuantity')).toHaveTextContent('1,000 BTC (1,000,000 contracts)');
    expect(spec('maxMarketOrderQuantity')).toHaveTextContent('120 BTC (120,000 contracts)');
    expect(spec('maxLeverage')).toHaveTextContent('125×');
    expect(spec('makerFee')).toHaveTextContent('0.02%');
    // Three places where the rate needs them, never rounded.
    expect(spec('takerFee')).toHaveTextContent('0.055%');
    expect(spec('fundingInterval')).toHaveTextContent('Every 8 hours');
    expect(spec('fundingRateCap')).toHaveTextContent('+0.75%');
    expect(spec('fundingRateFloor')).toHaveTextContent('\u22120.75%');
    expect(spec('fundingInterest')).toHaveTextContent('0.01%');
    expect(spec('priceBand')).toHaveTextContent('±5%');
    expect(spec('markPriceMethod')).toHaveTextContent(m.markPriceMethodValue);
    expect(within(spec('insuranceFund')).getByRole('link')).toHaveAttribute(
      'href',
      '/futures/fund',
    );
  });

  it('speaks the page’s language, figures included', async () => {
    answer = 'ok';
    renderWithProviders(<ContractSpecList code="BTCUSDT" />, { locale: 'ko' });
    await screen.findByTestId('contract-specs');
    expect(spec('maxLeverage')).toHaveTextContent('125배');
    expect(spec('maxLimitOrderQuantity')).toHaveTextContent('1,000 BTC (1,000,000계약)');
    expect(spec('fundingInterval')).toHaveTextContent('8시간마다');
  });

  it('says when the terms cannot be loaded and loads them on a retry', async () => {
    answer = 'down';
    renderWithProviders(<ContractSpecList code="BTCUSDT" />);
    // The http client retries a 503 twice before the page hears of it.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(m.loadFailed);
    answer = 'ok';
    fireEvent.click(screen.getByRole('button', { name: messages.UI.retry }));
    expect(await screen.findByTestId('contract-specs')).toBeInTheDocument();
    expect(spec('takerFee')).toHaveTextContent('0.055%');
  });
});

describe('the risk tier table', () => {
  it('lists the tiers from the smallest positions up, with their value ranges and margins', async () => {
    answer = 'ok';
    renderWithProviders(<RiskTierTable code="BTCUSDT" />);
    const table = await screen.findByRole('table', { name: 'Risk limit tiers of BTCUSDT' });
    const rows = await within(table).findAllByTestId('tier-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    const cells = (index: number) =>
      within(rows[index] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Value range, max leverage, maintenance margin rate (one precision per column), amount.
    expect(cells(0)).toEqual(['0 – 50,000', '125×', '0.40%', '0']);
    expect(cells(1)).toEqual(['50,000 – 250,000', '100×', '0.55%', '75']);
    expect(cells(2)).toEqual(['250,000 – 3,000,000', '50×', '1.00%', '1,300']);
  });

  it('names every column for screen readers and scrolls inside its own box', async () => {
    answer = 'ok';
    renderWithProviders(<RiskTierTable code="BTCUSDT" />, { queryClient: hydrated() });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      m.tier,
      m.positionValue,
      m.tierMaxLeverage,
      m.maintenanceMarginRate,
      m.maintenanceAmount,
    ]);
    for (const th of screen.getAllByRole('columnheader'))
      expect(th).toHaveAttribute('scope', 'col');
    const region = screen.getByRole('region', { name: 'Risk limit tiers of BTCUSDT' });
    expect(region).toHaveClass('overflow-x-auto');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(m.tiersFormula, { exact: false })).toBeInTheDocument();
  });

  it('says when the tiers cannot be loaded', async () => {
    answer = 'down';
    renderWithProviders(<RiskTierTable code="BTCUSDT" />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      m.tiersLoadFailed,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
