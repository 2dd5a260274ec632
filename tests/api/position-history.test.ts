import { z } from 'zod';
import { usdt, type Command } from '../../server/engine';
import type { EngineHost } from '../../server/engine-runtime/engine-host';
import { listPositionHistory } from '../../server/services/history-queries';
import { signUpByEmail, uniqueEmail, v2 } from './auth-client';
import { drivers, getJson, startTestServer, type TestServer } from './harness';
import { envelope } from './schemas';
import { engineHost } from './trading-client';
import * as zm from 'zod/mini';
import { wirePositionHistorySchema } from '../../lib/contract/wire/match-schemas';

/** A row of the position history: exactly the contract's (lib/contract/wire/match-schemas). */
const historyRow = zm.strictObject(wirePositionHistorySchema.shape);
const positionHistory = envelope(z.object({ list: z.array(historyRow) }));

/** BTC/USDT: price scale 1 (tick 0.1), 0.001 BTC per lot. */
const BTC = 1;
const ticksToText = (ticks: number) => `${Math.floor(ticks / 10)}.${ticks % 10}`;

describe.each(drivers)('position history on $name', (driver) => {
  let t: TestServer;
  let host: EngineHost;
  beforeAll(async () => {
    // Makers off: the only orders in the book are the test's own.
    t = await startTestServer(driver, {
      MARKET_SIMULATION: 'on',
      MARKET_MAKERS: 'off',
      CANDLE_BACKFILL_DAYS: '0',
    });
    host = engineHost(t);
    for (let i = 0; i < 100 && !(host.state.contracts.get(BTC)?.markPrice ?? 0); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  async function submit(command: Command): Promise<void> {
    const applied = host.submit(command);
    const refused = applied && !applied.result.ok ? applied.result.code : undefined;
    expect(applied?.result.ok, `${command.kind} refused with ${refused}`).toBe(true);
    await applied?.durable;
  }

  async function fund(userId: number): Promise<void> {
    const ts = Date.now();
    await submit({ kind: 'deposit', ts, userId, amount: usdt('100000') });
    await submit({ kind: 'transfer', ts, userId, from: 'spot', to: 1, amount: usdt('100000') });
  }

  /** The counterparty rests `qty` lots at `price`; the user takes them with an IOC limit. */
  async function trade(
    user: number,
    counterparty: number,
    side: 'buy' | 'sell',
    qty: number,
    price: number,
  ): Promise<void> {
    const ts = Date.now();
    const order = { kind: 'placeOrder', ts, accountType: 1, contractId: BTC, type: 1 } as const;
    await submit({
      ...order,
      userId: counterparty,
      side: side === 'buy' ? 'sell' : 'buy',
      qty,
      price,
      tif: 'GTC',
    });
    await submit({ ...order, userId: user, side, qty, price, tif: 'IOC' });
  }

  it('shows a position closed in two parts at the quantity-weighted average close price', async () => {
    const token = await signUpByEmail(t.url, uniqueEmail('positions'));
    const info = await v2(t.url)('user/base/info', {}, { token });
    const userId = Number(info.data?.userId);
    expect(userId).toBeGreaterThan(0);
    const counterparty = 700_000 + userId;
    await fund(userId);
    await fund(counterparty);

    const mark = host.state.contracts.get(BTC)?.markPrice ?? 0;
    expect(mark).toBeGreaterThan(0);
    // Open 8 lots long at the mark, close 2 lots 0.8 higher and 6 lots 2.0 higher:
    // (2 × 8 + 6 × 20) / 8 = 17 ticks above the entry.
    await trade(userId, counterparty, 'buy', 8, mark);
    await trade(userId, counterparty, 'sell', 2, mark + 8);

    const read = async () => {
      const response = await getJson(t.url, '/api/futures/position/history?contractId=1', {
        authorization: `Bearer ${token}`,
      });
      return positionHistory.parse(response.body).data.list;
    };
    const until = async (done: (list: zm.infer<typeof historyRow>[]) => boolean) => {
      let list = await read();
      for (let i = 0; i < 50 && !done(list); i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        list = await read();
      }
      return list;
    };

    // Partly closed: still open, the one reducing fill is the average so far.
    const partial = await until((list) => list.length === 1);
    expect(partial[0]).toMatchObject({
      contractId: BTC,
      direction: 1,
      openedQuantity: '0.008',
      closedQuantity: '0.002',
      avgEntryPrice: ticksToText(mark),
      avgClosePrice: ticksToText(mark + 8),
      closed: false,
    });

    await trade(userId, counterparty, 'sell', 6, mark + 20);
    const closed = await until((list) => list[0]?.closed === true);
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({
      contractId: BTC,
      direction: 1,
      openedQuantity: '0.008',
      closedQuantity: '0.008',
      avgEntryPrice: ticksToText(mark),
      avgClosePrice: ticksToText(mark + 17),
      closed: true,
    });
    // 136 lot-ticks × 0.1 USDT × 0.001 BTC
    expect(closed[0]?.realizedPnl).toBe('0.0136');
    expect(closed[0]?.lastClosedAt).toBeGreaterThanOrEqual(closed[0]?.openedAt ?? Infinity);

    // The counterparty's mirror image: short 8 at the mark, bought back at the same two prices.
    const [mirror] = await listPositionHistory(t.server.database, counterparty, { limit: 5 });
    expect(mirror).toMatchObject({
      direction: 2,
      openedQuantity: '0.008',
      closedQuantity: '0.008',
      avgEntryPrice: ticksToText(mark),
      avgClosePrice: ticksToText(mark + 17),
      closed: true,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await getJson(t.url, '/api/futures/position/history');
    expect(response.status).toBe(401);
  });
});
