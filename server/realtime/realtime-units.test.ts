import type { OutboundFrame } from './batched-delivery';
import { CoalescingPublisher } from './coalescing-publisher';

/** The publisher's deliver callback, one call per frame (room, event, payload). */
const each =
  (f: (room: string, event: string, payload: unknown) => void) => (frames: OutboundFrame[]) => {
    for (const frame of frames) f(frame.room, frame.event, frame.payload);
  };
import { subscribeBody } from './frames';
import { depthStepMultiple, planRooms } from './subscriptions';

describe('coalescing publisher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most one depth frame per contract per 100 ms, always the newest', () => {
    const sent: [string, unknown][] = [];
    const publisher = new CoalescingPublisher(
      each((room, _event, payload) => sent.push([room, payload])),
      100,
    );
    for (let ms = 0; ms < 1000; ms += 5) {
      publisher.latest('future_snapshot_depth:1', 'future_snapshot_depth', { t: ms }, (d) => d);
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(100);
    expect(sent.length).toBeLessThanOrEqual(11);
    expect(sent.length).toBeGreaterThanOrEqual(9);
    expect(sent.at(-1)).toEqual(['future_snapshot_depth:1', { t: 995 }]);
  });

  it('batches every trade since the last frame into one array', () => {
    const sent: unknown[] = [];
    const publisher = new CoalescingPublisher(
      each((_room, _event, payload) => sent.push(payload)),
      100,
    );
    publisher.append('future_tick:1', 'future_tick', [1, 2], (trades) => ({ trades }));
    publisher.append('future_tick:1', 'future_tick', [3], (trades) => ({ trades }));
    vi.advanceTimersByTime(100);
    publisher.append('future_tick:1', 'future_tick', [4], (trades) => ({ trades }));
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([{ trades: [1, 2, 3] }, { trades: [4] }]);
  });

  it('sends a push after a quiet interval at once and one inside the interval at its end', () => {
    const sent: [number, unknown][] = [];
    const publisher = new CoalescingPublisher(
      each((_room, _e, payload) => sent.push([Date.now(), payload])),
      100,
    );
    const start = Date.now();
    publisher.latest('a', 'x', 1, (d) => d);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[start, 1]]);
    vi.advanceTimersByTime(29);
    publisher.latest('a', 'x', 2, (d) => d);
    publisher.latest('b', 'x', 3, (d) => d);
    vi.advanceTimersByTime(1);
    // Room b was quiet and goes at once; room a waits for its interval.
    expect(sent.map(([, p]) => p)).toEqual([1, 3]);
    vi.advanceTimersByTime(70);
    expect(sent.at(-1)).toEqual([start + 100, 2]);
  });

  it('keeps rooms independent', () => {
    const rooms: string[] = [];
    const publisher = new CoalescingPublisher(
      each((room) => rooms.push(room)),
      100,
    );
    publisher.latest('a', 'x', 1, (d) => d);
    publisher.latest('b', 'x', 1, (d) => d);
    publisher.latest('a', 'x', 2, (d) => d);
    vi.advanceTimersByTime(100);
    expect(rooms.sort()).toEqual(['a', 'b']);
  });
});

describe('subscription planning', () => {
  const plan = (topics: unknown, authenticated = false) =>
    planRooms(subscribeBody.parse({ topics }), authenticated);

  it('maps a depth step to its tick grouping and refuses steps that are not offered', () => {
    expect(depthStepMultiple(1, '0.1')).toBe(1);
    expect(depthStepMultiple(1, '10')).toBe(100);
    expect(depthStepMultiple(1, 100)).toBe(1000);
    expect(depthStepMultiple(4, '0.001')).toBe(10);
    expect(depthStepMultiple(1, '0.25')).toBeUndefined();
    expect(depthStepMultiple(1, '-1')).toBeUndefined();
    const topic = 'future_snapshot_depth';
    expect(plan([{ topic, params: { symbols: [{ symbol: 'BTCUSDT', step: '1' }] } }])).toEqual({
      ok: true,
      rooms: ['future_snapshot_depth:1:x10'],
    });
    expect(
      plan([{ topic, params: { symbols: [{ symbol: 'BTCUSDT', step: '0.3' }] } }]),
    ).toMatchObject({
      ok: false,
      code: 4001,
    });
  });

  it('maps kline subscriptions to one room per contract and range (all ranges when none given)', () => {
    expect(
      plan([
        { topic: 'future_kline', params: { symbols: [{ symbol: 'ethusdt', ranges: '300000' }] } },
      ]),
    ).toEqual({
      ok: true,
      rooms: ['future_kline:2:300000'],
    });
    const all = plan([{ topic: 'future_kline', params: { symbols: [{ symbol: 1 }] } }]);
    expect(all.ok && all.rooms).toHaveLength(8);
  });

  it('refuses unknown ranges, symbols and topics, and private topics without auth', () => {
    expect(
      plan([{ topic: 'future_kline', params: { symbols: [{ symbol: 1, ranges: [7] }] } }]),
    ).toMatchObject({ ok: false, code: 4001 });
    expect(
      plan([{ topic: 'snapshot_depth', params: { symbols: [{ symbol: 'BTCUSDT_PERP' }] } }]),
    ).toMatchObject({ ok: false, code: 4003 });
    expect(plan([{ topic: 'future_tick' }])).toMatchObject({ ok: false, code: 4003 });
    expect(plan([{ topic: 'match' }])).toMatchObject({ ok: false, code: 4012 });
    expect(plan([{ topic: 'match' }], true)).toMatchObject({ ok: true, rooms: [] });
  });
});
