import { describe, expect, it } from 'vitest';
import { wireAccount, wireBalance } from '@/lib/test-utils/wire-balance';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { wireIndicator, wireSpotMarket, wireTick } from '@/lib/test-utils/wire-public';
import type { RealtimeMessage } from '../types';
import { createFrameParser, type FrameParserOptions } from './contract-frames';
import * as contractRows from './contract-rows';

type Rows = typeof contractRows;

/** A parser whose row parsers arrive when the test says so. */
function parserWithGate(options: FrameParserOptions = {}) {
  const delivered: RealtimeMessage[] = [];
  const problems: string[] = [];
  let open: (rows: Rows) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let loads = 0;
  const parser = createFrameParser((message) => delivered.push(message), {
    loadRows: () => {
      loads += 1;
      return new Promise<Rows>((resolve, reject) => {
        open = resolve;
        fail = reject;
      });
    },
    report: (problem) => problems.push(problem),
    ...options,
  });
  return {
    parser,
    delivered,
    problems,
    loads: () => loads,
    open: async () => {
      open(contractRows);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    fail: async () => {
      fail(new Error('chunk failed'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const tick = { contractId: 1, trades: [wireTick({ time: 1, price: '1', amount: '1' })] };
const indicator = { indicators: [wireIndicator({ lp: '5' })], markets: [wireSpotMarket()] };

describe('the realtime edge', () => {
  it('parses public frames whole against the contract, and drops one that drifts from it', async () => {
    const edge = parserWithGate();
    edge.parser.push('future_tick', tick);
    edge.parser.push('indicator', indicator);
    // A book level of no quantity, a frame without its time: neither is what the server sends.
    edge.parser.push('future_snapshot_depth', { sc: 'BTCUSDT', asks: [['1', '0']], bids: [] });
    edge.parser.push('future_snapshot_depth', {
      sc: 'BTCUSDT',
      asks: [['90000.5', '0.2']],
      bids: [['90000', '1']],
      t: 5,
    });
    expect(edge.delivered).toEqual([]);
    await edge.open();
    expect(edge.delivered).toEqual([
      { topic: 'future_tick', payload: tick },
      { topic: 'indicator', payload: indicator },
      {
        topic: 'future_snapshot_depth',
        payload: { sc: 'BTCUSDT', asks: [['90000.5', '0.2']], bids: [['90000', '1']], t: 5 },
      },
    ]);
    expect(edge.problems).toEqual([expect.stringMatching(/^future_snapshot_depth frame dropped/)]);
  });

  it('holds every frame until the parsers load, then delivers them in order', async () => {
    const edge = parserWithGate();
    edge.parser.push('match', { type: 3004, data: [wireOrder(1, 2)] });
    edge.parser.push('future_tick', tick);
    edge.parser.push('match', { type: 3002, data: [wireBalance()] });
    expect(edge.delivered).toEqual([]);
    await edge.open();
    expect(edge.delivered.map((m) => m.topic)).toEqual(['match', 'future_tick', 'match']);
    expect(edge.delivered[0]).toEqual({
      topic: 'match',
      payload: { type: 3004, data: [wireOrder(1, 2)] },
    });
    // Loaded once: later frames are parsed on arrival.
    edge.parser.push('match', { type: 3012, data: [wirePosition()] });
    edge.parser.push('home_page_top_ten24', { ids: [2, 1] });
    expect(edge.delivered).toHaveLength(5);
    expect(edge.loads()).toBe(1);
  });

  it('parses the accounts of a user’s indicator frame one by one', async () => {
    const edge = parserWithGate();
    edge.parser.push('indicator', { accounts: [wireAccount({ aid: 701 }), { aid: 702, at: 1 }] });
    await edge.open();
    expect(edge.delivered).toEqual([
      { topic: 'indicator', payload: { accounts: [wireAccount({ aid: 701 })] } },
    ]);
    expect(edge.problems).toHaveLength(1);
    expect(edge.problems[0]).toMatch(/^indicator account dropped/);
  });

  it('drops an order whose status the contract lacks, and says so', async () => {
    const edge = parserWithGate();
    edge.parser.preload();
    await edge.open();
    edge.parser.push('match', {
      type: 3016,
      data: [{ ...wireOrder(3, 2), orderStatus: 'PARTIALLY_FILLED' }, wireOrder(4, 0)],
    });
    expect(edge.delivered).toEqual([
      { topic: 'match', payload: { type: 3016, data: [wireOrder(4, 0)] } },
    ]);
    expect(edge.problems).toEqual([expect.stringMatching(/^match 3016 row dropped/)]);
  });

  it('forgets private frames of the old connection on a reconnect, keeps the public ones', async () => {
    const edge = parserWithGate();
    edge.parser.push('match', { type: 3004, data: [wireOrder(1, 2)] });
    edge.parser.push('future_tick', tick);
    edge.parser.reconnected();
    await edge.open();
    expect(edge.delivered).toEqual([{ topic: 'future_tick', payload: tick }]);
  });

  it('says so when the parsers fail to load, and tries again with the next frame', async () => {
    const edge = parserWithGate();
    edge.parser.push('match', { type: 3004, data: [wireOrder(1, 2)] });
    edge.parser.push('future_tick', tick);
    await edge.fail();
    // Unread, they cannot reach the store: the next frames (and a reconnect's snapshot) follow.
    expect(edge.delivered).toEqual([]);
    expect(edge.problems).toEqual([expect.stringMatching(/did not load/)]);
    edge.parser.push('match', { type: 3004, data: [wireOrder(2, 2)] });
    expect(edge.loads()).toBe(2);
    await edge.open();
    expect(edge.delivered.at(-1)).toEqual({
      topic: 'match',
      payload: { type: 3004, data: [wireOrder(2, 2)] },
    });
  });

  it('loads the contract by itself, lazily, when no loader is given', async () => {
    const delivered: RealtimeMessage[] = [];
    const parser = createFrameParser((message) => delivered.push(message));
    parser.push('match', { type: 3012, data: [wirePosition({ positionId: 9 })] });
    expect(delivered).toEqual([]);
    await expect.poll(() => delivered.length).toBe(1);
    expect(delivered[0]).toEqual({
      topic: 'match',
      payload: { type: 3012, data: [wirePosition({ positionId: 9 })] },
    });
  });
});
