// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecentTradesPanel } from '@/features/order-book';
import { contracts } from '@/lib/contract/reference-data';
import { renderWithProviders } from '@/lib/test-utils/render';
import { OwnContractTrades } from './own-contract-trades';
import { wireTrade } from '@/lib/test-utils/wire-trade';

const btc = contracts.find((c) => c.baseAsset === 'BTC');
if (!btc) throw new Error('no BTC contract in the reference data');

const NOW = Date.now();
/** A fill of mine: opening a long buys, closing it sells. */
const fill = (tradeId: number, orderSide: 'openLong' | 'closeLong', price: string, ago: number) =>
  wireTrade({
    tradeId,
    orderId: 900 + tradeId,
    contractId: btc.contractId,
    side: orderSide === 'openLong' ? 'buy' : 'sell',
    orderSide,
    price,
    quantity: '0.004',
    fee: '0.2',
    time: NOW - ago,
  });

let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    requests.push(parsed);
    const data = {
      list: [fill(8, 'closeLong', '97010.5', 60_000), fill(7, 'openLong', '96990.0', 120_000)],
      nextCursor: null,
    };
    return new Response(JSON.stringify({ code: 0, success: true, message: 'ok', data }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Mine in the recent trades of the trading screen', () => {
  it('reads my fills of this contract from my trade history only when Mine is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RecentTradesPanel
        contractId={btc.contractId}
        code="BTCUSDT"
        priceScale={btc.priceScale}
        baseAsset={btc.baseAsset}
        mine={<OwnContractTrades contract={btc} />}
      />,
    );
    expect(requests.filter((url) => url.pathname.endsWith('future/trade/history'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    const list = await screen.findByRole('list', { name: 'My trades in this contract' });
    const [history] = requests.filter((url) => url.pathname.endsWith('future/trade/history'));
    expect(history?.searchParams.get('contractId')).toBe(String(btc.contractId));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^97,010\.50\.004Close long\d\d:\d\d:\d\d$/),
      expect.stringMatching(/^96,990\.00\.004Open long\d\d:\d\d:\d\d$/),
    ]);
  });
});
