import { fundingPayments } from '../../server/db/schema';
import { usdt } from '../../server/engine';
import { nextOutboxCode, outboxMark } from './auth-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { deposit, futures, trader, userIdOf } from './trading-client';
import { nextSecond, spotOf, until, walletApi, walletEnv } from './wallet-client';

/**
 * The asset history: deposits (instant demo and chain), withdrawals (completed by the demo
 * processor, cancelled), transfers between the user's own wallets, a bonus grant and funding, in
 * one list with filters by type, currency and time, and pages that add up to the whole.
 */

interface Item {
  id: string;
  type: string;
  currencyId: number;
  amount: string;
  fee: string | null;
  status: string;
  detail: Record<string, unknown>;
  time: number;
}
interface Page {
  list: Item[];
  total: number;
  page: number;
  size: number;
}

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe.each(drivers)('asset history on $name', (driver) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, walletEnv({ DEMO_WITHDRAW_DELAY_MS: '300' }));
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('lists every kind, filters by type, currency and time, and pages through all of it', async () => {
    const api = walletApi(t.url);
    const call = futures(t.url);
    const token = await trader(t.url);
    const userId = await userIdOf(t.url, token);
    const email = String((await api.post('user/base/info', token)).data?.email);
    const started = Date.now();

    await deposit(t.url, token, '1000');
    const chain = await api.post('asset/deposit/demo', token, {
      currencyId: 1,
      network: 'TRC20',
      amount: '50',
    });
    expect(chain.code, chain.raw).toBe(0);
    await until('the chain deposit credited', () =>
      spotOf(t, userId) === usdt('1050') ? true : undefined,
    );
    expect(
      (await call('future/transfer', token, { from: 'spot', to: 1, currencyId: 1, amount: '200' }))
        .code,
    ).toBe(0);
    expect(
      (await call('future/transfer', token, { from: 1, to: 'spot', currencyId: 1, amount: '50' }))
        .code,
    ).toBe(0);
    const host = t.server.exchange?.host;
    if (!host) throw new Error('no engine');
    const granted = host.submit({
      kind: 'grantBonus',
      ts: Date.now(),
      userId,
      accountType: 10,
      amount: usdt('100'),
    });
    await granted?.durable;
    await t.server.database.db.insert(fundingPayments).values({
      positionId: 424242n,
      fundingTime: Date.now(),
      userId: BigInt(userId),
      accountType: 1,
      contractId: 1,
      positionQuantity: '0.01',
      amount: '0.125',
      engineSeq: BigInt(host.seq),
    });
    const code = async () => {
      const mark = await outboxMark(t.url, email);
      await api.post('asset/withdraw/sendCode', token);
      return nextOutboxCode(t.url, email, mark);
    };
    const sent = await api.post('asset/withdraw/apply', token, {
      currencyId: 1,
      network: 'TRC20',
      address: TRON,
      amount: '100',
      code: await code(),
    });
    expect(sent.code, sent.raw).toBe(0);
    const cancelledOne = await api.post('asset/withdraw/apply', token, {
      currencyId: 1,
      network: 'TRC20',
      address: TRON,
      amount: '20',
      code: await code(),
    });
    expect(
      (await api.post('asset/withdraw/cancel', token, { id: cancelledOne.data?.id })).code,
    ).toBe(0);
    // The demo processor: requested → processing → completed, with a transaction id.
    const completed = await until('the withdrawal completed', async () => {
      const list = (await api.get('asset/withdraw/list?status=completed', token)).data as {
        list: { id: number; txId: string | null }[];
      };
      return list.list[0];
    });
    expect(completed.id).toBe(sent.data?.id);
    expect(completed.txId).toMatch(/^[0-9a-f]{64}$/);

    // The ledger rows are written in batches (a second): wait until every kind is there.
    const all = await until('all five kinds in the history', async () => {
      const page = (await api.get('asset/history?size=100', token)).data as unknown as Page;
      return page.total === 8 ? page : undefined;
    });
    expect(all.list.map((i) => i.type).sort()).toEqual([
      'bonus',
      'deposit',
      'deposit',
      'funding',
      'transfer',
      'transfer',
      'withdraw',
      'withdraw',
    ]);
    const times = all.list.map((i) => i.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.list.map((i) => i.id)).size).toBe(8);
    const byType = (type: string) => all.list.filter((i) => i.type === type);
    expect(byType('deposit').map((i) => [i.amount, i.status, i.detail.network])).toEqual(
      expect.arrayContaining([
        ['1000', 'credited', 'DEMO'],
        ['50', 'credited', 'TRC20'],
      ]),
    );
    expect(byType('withdraw').map((i) => [i.amount, i.fee, i.status])).toEqual(
      expect.arrayContaining([
        ['-100', '1', 'completed'],
        ['-20', '1', 'cancelled'],
      ]),
    );
    expect(byType('transfer').map((i) => [i.amount, i.detail.from, i.detail.to])).toEqual(
      expect.arrayContaining([
        ['200', 'spot', 1],
        ['50', 1, 'spot'],
      ]),
    );
    expect(byType('bonus').map((i) => [i.amount, i.detail.to, i.status])).toEqual([
      ['100', 10, 'completed'],
    ]);
    // Funding paid (the engine's sign) is money out of the user's wallet.
    expect(byType('funding').map((i) => [i.amount, i.detail.contractId])).toEqual([['-0.125', 1]]);

    await nextSecond();
    const only = (await api.get('asset/history?type=transfer', token)).data as unknown as Page;
    expect(only.total).toBe(2);
    expect(only.list.every((i) => i.type === 'transfer')).toBe(true);
    expect(
      ((await api.get('asset/history?currencyId=1&type=deposit', token)).data as unknown as Page)
        .total,
    ).toBe(2);
    const future = (await api.get(`asset/history?from=${Date.now() + 60_000}`, token))
      .data as unknown as Page;
    expect(future).toMatchObject({ list: [], total: 0 });
    const early = (await api.get(`asset/history?to=${started - 1}`, token)).data as unknown as Page;
    expect(early.total).toBe(0);
    const middle = all.list[4];
    if (!middle) throw new Error('no middle item');
    const since = (await api.get(`asset/history?from=${middle.time}&size=100`, token))
      .data as unknown as Page;
    expect(since.list.every((i) => i.time >= middle.time)).toBe(true);
    expect(since.total).toBe(all.list.filter((i) => i.time >= middle.time).length);

    await nextSecond();
    // Pages of 3: the same items in the same order, none twice, the same total on each.
    const pages: Item[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = (await api.get(`asset/history?page=${page}&size=3`, token))
        .data as unknown as Page;
      expect(answer).toMatchObject({ total: 8, page, size: 3 });
      pages.push(...answer.list);
    }
    expect(pages.map((i) => i.id)).toEqual(all.list.map((i) => i.id));

    await nextSecond();
    for (const bad of ['type=trade', 'page=0', 'size=101', 'currencyId=2', 'from=yesterday']) {
      const answer = await api.get(`asset/history?${bad}`, token);
      expect(answer.status, bad).toBe(400);
    }
  });
});
