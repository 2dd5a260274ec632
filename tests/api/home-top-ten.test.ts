import Decimal from 'decimal.js';
import type { Socket } from 'socket.io-client';
import { contracts } from '../../lib/contract/reference-data';
import { drivers, startTestServer, type TestServer } from './harness';
import { topTenFrame } from './exchange-schemas';
import { connectClient, LIVE_MARKET_ENV, send, subscribeBody, until } from './live-client';

/**
 * The home page's top ten (`home_page_top_ten24`) ranks contracts by the 24 h change the
 * indicators carry, largest rise first, so the section's order and its figures agree.
 */

const ids = contracts.map((c) => c.contractId);

describe.each(drivers.slice(0, 1))('the top ten on $name', (driver) => {
  let t: TestServer;
  let socket: Socket;
  const pushed: number[][] = [];

  beforeAll(async () => {
    t = await startTestServer(driver, LIVE_MARKET_ENV);
    socket = await connectClient(t.url);
    socket.on('home_page_top_ten24', (frame: unknown) => pushed.push(topTenFrame.parse(frame).ids));
    expect(await send(socket, 1003, subscribeBody('home_page_top_ten24'))).toMatchObject({
      code: 0,
    });
  }, 240_000);
  afterAll(async () => {
    socket?.disconnect();
    await t?.stop();
  });

  it('pushes ten listed contracts at once on subscribing', async () => {
    await until(socket, ['home_page_top_ten24'], () => pushed.length > 0, 10_000, 'a top ten');
    const first = pushed[0] ?? [];
    expect(first).toHaveLength(10);
    expect(new Set(first).size).toBe(10);
    expect(first.every((id) => ids.includes(id))).toBe(true);
  });

  it('ranks by 24 h change, largest rise first, ties by contract id', async () => {
    const market = t.server.exchange?.marketState;
    if (!market) throw new Error('the engine is not running');
    // Wait for prices to have moved, so the ranking is not just the ids in order.
    const deadline = Date.now() + 30_000;
    let changes: { cid: number; pcr: Decimal }[] = [];
    let top: number[] = [];
    while (Date.now() < deadline) {
      // Both read in the same turn of the event loop: the same engine state.
      top = market.topTen();
      changes = market.indicators().map((x) => ({ cid: x.cid, pcr: new Decimal(x.pcr ?? 0) }));
      if (new Set(changes.map((x) => x.pcr.toString())).size > 2) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(new Set(changes.map((x) => x.pcr.toString())).size).toBeGreaterThan(2);
    const expected = [...changes]
      .sort((a, b) => b.pcr.comparedTo(a.pcr) || a.cid - b.cid)
      .slice(0, 10)
      .map((x) => x.cid);
    expect(top).toEqual(expected);
  }, 40_000);
});
