import { signRequest } from './api-key-client';
import { binanceTrader } from './binance-client';
import { drivers } from './harness';
import {
  fund,
  priceFromMark,
  trader,
  useTradingServer,
  userIdOf,
  type Answer,
  type TradingServer,
} from './trading-client';
import { spotOf, walletApi } from './wallet-client';

/**
 * Issue 33 item 6: every change of every wallet balance is one ledger row with the balance after
 * it, and the rows of each wallet sum to its balance after a trading journey (cross and isolated
 * positions opened and closed, fees, transfers both ways). Each read follows the last answer at
 * once (read-your-writes): no polling.
 */

const BTC = 1;

interface LedgerRow {
  id: string;
  account: 'spot' | number;
  kind: string;
  amount: string;
  balance: string;
  contractId: number | null;
  orderId: string | null;
  peer: 'spot' | number | null;
  time: number;
}

interface LedgerPage {
  list: LedgerRow[];
  totals: Record<string, string>;
  total: number;
}

/** Decimal strings of USDT (8 places) as 1e-8 units, so the sums are exact. */
function units(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const n = BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
  return negative ? -n : n;
}

const ok = <T extends Pick<Answer, 'code'>>(answer: T): T => {
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer;
};

describe.each(drivers)('the account ledger on $name', (driver) => {
  let s: TradingServer;
  useTradingServer(driver, (server) => (s = server));

  /** The maker rests `quantity` BTC half a percent off the mark on the side the taker will take. */
  async function rest(maker: string, side: 'buy' | 'sell', quantity: string): Promise<void> {
    ok(
      await s.call('future/order/place', maker, {
        contractId: BTC,
        side,
        orderType: 1,
        price: priceFromMark(s.t, BTC, side === 'sell' ? 0.5 : -0.5),
        quantity,
      }),
    );
  }

  it('sums to every wallet balance after a trading journey, row by row', async () => {
    const { t, call } = s;
    for (let i = 0; i < 100 && !t.server.exchange?.host.state.contracts.get(BTC)?.markPrice; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const maker = await trader(t.url);
    const me = await trader(t.url);
    await fund(call, t.url, maker, '100000');
    await fund(call, t.url, me, '10000');
    const fees: bigint[] = [];
    const trade = async (isolated: boolean) => {
      ok(await call('future/marginMode', me, { contractId: BTC, isolated }));
      await rest(maker, 'sell', '0.030');
      const opened = ok(
        await call('future/order/place', me, {
          contractId: BTC,
          side: 'buy',
          orderType: 3,
          quantity: '0.030',
        }),
      );
      fees.push(units(String(opened.data.fee)));
      await rest(maker, 'buy', '0.010');
      const part = ok(
        await call('future/position/close', me, { contractId: BTC, quantity: '0.010' }),
      );
      fees.push(units(String(part.data.fee)));
      await rest(maker, 'buy', '0.020');
      const closed = ok(await call('future/position/close', me, { contractId: BTC }));
      fees.push(units(String(closed.data.fee)));
    };
    await trade(false);
    await trade(true);
    ok(await call('future/transfer', me, { from: 1, to: 'spot', currencyId: 1, amount: '100' }));

    const wallet = walletApi(t.url);
    const page = ok(await wallet.get('asset/ledger?size=100', me)).data as unknown as LedgerPage;
    const userId = await userIdOf(t.url, me);
    const state = t.server.exchange?.host.state;
    const futuresWallet = state?.accounts.get(userId * 100 + 1)?.wallet;
    const balances = new Map<string, bigint>([
      ['spot', spotOf(t, userId)],
      ['1', futuresWallet ?? -1n],
    ]);

    // Oldest first: each row is the previous balance plus its amount; the last is the balance.
    const rows = [...page.list].reverse();
    expect(page.total).toBe(rows.length);
    for (const [account, balance] of balances) {
      const own = rows.filter((row) => String(row.account) === account);
      expect(own.length).toBeGreaterThan(0);
      let running = 0n;
      for (const row of own) {
        running += units(row.amount);
        expect(units(row.balance), `${account} ${row.kind} ${row.id}`).toBe(running);
      }
      expect(running, `wallet ${account}`).toBe(balance);
    }
    const kinds = (account: string) =>
      rows.filter((row) => String(row.account) === account).map((row) => row.kind);
    expect(kinds('spot')).toEqual(['deposit', 'transfer', 'transfer']);
    expect(new Set(kinds('1'))).toEqual(new Set(['transfer', 'fee', 'realizedPnl']));
    // Fees are costs: negative rows, summing to what the order answers charged.
    const feeRows = rows.filter((row) => row.kind === 'fee');
    expect(feeRows).toHaveLength(fees.length);
    for (const row of feeRows) expect(units(row.amount)).toBeLessThan(0n);
    const charged = fees.reduce((a, b) => a + b, 0n);
    expect(units(page.totals.fee ?? '0')).toBe(-charged);
    expect(feeRows.every((row) => row.contractId === BTC && row.orderId !== null)).toBe(true);
    const spotIn = rows.find(
      (row) => row.account === 'spot' && units(row.amount) > 0n && row.kind === 'transfer',
    );
    expect(spotIn).toMatchObject({ peer: 1, amount: '100' });

    // Realized PnL before fees, as the position history has it; after fees it is what the wallet
    // gained from trading.
    const positions = ok(await call(`future/position/history?contractId=${BTC}`, me)).data.list as {
      realizedPnl: string;
    }[];
    const realized = positions.reduce((sum, p) => sum + units(p.realizedPnl), 0n);
    expect(units(page.totals.realizedPnl ?? '0')).toBe(realized);
    expect(futuresWallet).toBe(10_000n * 100_000_000n + realized - charged - 100n * 100_000_000n);

    // Filters: one account, one kind; another user sees none of these rows.
    const onlyFees = ok(await wallet.get('asset/ledger?account=1&kind=fee', me))
      .data as unknown as LedgerPage;
    expect(onlyFees.total).toBe(fees.length);
    const makerPage = ok(await wallet.get('asset/ledger?size=100', maker))
      .data as unknown as LedgerPage;
    const mine = new Set(page.list.map((row) => row.id));
    expect(makerPage.list.some((row) => mine.has(row.id))).toBe(false);
    expect(makerPage.list.some((row) => row.kind === 'fee')).toBe(true);
  });

  it('/fapi/v1/income lists the futures account ledger and sums to the wallet balance', async () => {
    const { t } = s;
    const maker = await trader(t.url);
    await fund(s.call, t.url, maker, '100000');
    const me = await binanceTrader(t.url, '10000');
    const fapi = async (method: 'GET' | 'POST', path: string, query: Record<string, string>) => {
      const request = signRequest(t.url, `/fapi${path}`, me.key, { method, query });
      const response = await fetch(request.url, request.init);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    for (const side of ['BUY', 'SELL'] as const) {
      await rest(maker, side === 'BUY' ? 'sell' : 'buy', '0.010');
      const placed = await fapi('POST', '/v1/order', {
        symbol: 'BTCUSDT',
        side,
        type: 'MARKET',
        quantity: '0.010',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    const income = await fapi('GET', '/v1/income', {});
    expect(income.status, JSON.stringify(income.body)).toBe(200);
    const rows = income.body as { incomeType: string; income: string; symbol: string }[];
    expect(rows.map((row) => row.incomeType)).toEqual([
      'TRANSFER',
      'COMMISSION',
      'COMMISSION',
      'REALIZED_PNL',
    ]);
    expect(rows.slice(1).every((row) => row.symbol === 'BTCUSDT')).toBe(true);
    const account = await fapi('GET', '/v2/account', {});
    const wallet = (account.body as { totalWalletBalance: string }).totalWalletBalance;
    expect(rows.reduce((sum, row) => sum + units(row.income), 0n)).toBe(units(wallet));
    const fees = await fapi('GET', '/v1/income', { incomeType: 'COMMISSION', limit: '1' });
    expect(fees.body).toEqual([expect.objectContaining({ incomeType: 'COMMISSION' })]);
    expect(units((fees.body as { income: string }[])[0]?.income ?? '0')).toBeLessThan(0n);
  });

  it('refuses a kind or an account it does not know, without a 500', async () => {
    const me = await trader(s.t.url);
    const wallet = walletApi(s.t.url);
    for (const query of ['kind=bribe', 'account=7', 'size=1000', 'from=yesterday']) {
      const answer = await wallet.get(`asset/ledger?${query}`, me);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.code, query).not.toBe(0);
    }
    expect((await wallet.get('asset/ledger', '')).code).not.toBe(0);
  });
});
