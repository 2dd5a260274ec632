import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { createLogger } from '../logger';
import { createDatabase, type Database } from './database';
import { HistoryWriter, type OrderHistoryRow } from './history-writer';
import { fundingRateHistory, orderHistory, tradeHistory } from './schema';

function order(seq: bigint, status: number, filled: string): OrderHistoryRow {
  return {
    orderId: 7n,
    userId: 1n,
    accountType: 1,
    contractId: 1,
    positionId: null,
    side: 1,
    orderType: 1,
    status,
    price: '97000.1',
    triggerPrice: null,
    quantity: '10',
    filledQuantity: filled,
    averageFillPrice: filled === '0' ? null : '97000.1',
    fee: '0',
    reduceOnly: false,
    takeProfitPrice: null,
    stopLossPrice: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000 + Number(seq),
    engineSeq: seq,
  };
}

const drivers = [
  { name: 'pglite', url: undefined },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }]
    : []),
];

describe.each(drivers)('history writer (read model) on $name', (driver) => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exch-history-'));
    database = await createDatabase({
      dataDir: dir,
      databaseUrl: driver.url,
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the newest order state and ignores replays of older journal records', async () => {
    const writer = new HistoryWriter(database, createLogger('silent'));
    writer.orders.push(order(10n, 2, '0'));
    writer.orders.push(order(12n, 3, '4'));
    await writer.flush();
    writer.orders.push(order(11n, 2, '0')); // replayed, older
    await writer.flush();
    const [row] = await database.db.select().from(orderHistory);
    expect(row).toMatchObject({ status: 3, filledQuantity: '4', engineSeq: 12n, price: '97000.1' });
    await writer.close();
  });

  it('writes trades and funding rates once, exactly as decimals', async () => {
    const writer = new HistoryWriter(database, createLogger('silent'));
    const trade = {
      tradeId: 1n,
      contractId: 1,
      price: '97000.1',
      quantity: '0.001',
      takerSide: 1,
      makerOrderId: 1n,
      takerOrderId: 2n,
      makerUserId: 3n,
      takerUserId: 4n,
      makerFee: '0.01940002',
      takerFee: '0.04850005',
      time: 1_700_000_000_000,
      engineSeq: 20n,
    };
    writer.trades.push(trade);
    writer.trades.push(trade);
    writer.fundingRates.push({
      contractId: 1,
      fundingTime: 1,
      fundingRate: '0.0001',
      markPrice: '97000.1',
      intervalHours: 8,
      engineSeq: 21n,
    });
    await writer.close();
    const trades = await database.db.select().from(tradeHistory);
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ price: '97000.1', makerFee: '0.01940002' });
    const rates = await database.db
      .select()
      .from(fundingRateHistory)
      .orderBy(asc(fundingRateHistory.fundingTime));
    expect(rates.map((r) => r.fundingRate)).toEqual(['0.0001']);
  });
});
