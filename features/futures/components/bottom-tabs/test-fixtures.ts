import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, onTestFinished, vi } from 'vitest';
import { realtimeStore } from '@/features/realtime';
import type { WirePosition } from '@/lib/contract/wire/match';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { wirePosition } from '@/lib/test-utils/wire-position';

/** A BTCUSDT isolated long: 0.5 BTC at 100 000, 10x, 6 000 USDT margin (1 000 added). */
export const seededLong = wirePosition({
  positionId: 7,
  size: '0.500',
  entryPrice: '100000.0',
  isolated: true,
  leverage: 10,
  margin: '6000.00000000',
  markPrice: '100000.0',
  realizedPnl: '-12.00000000',
  fees: '0',
  funding: '0',
});

/** A one-way stop market sell (order 21), waiting for the mark price to fall to 90,500. */
export const stopMarketSell = wireOrder(21, 0, {
  type: 4,
  side: 'sell',
  price: null,
  triggerPrice: '90500.0',
  triggerBy: 'mark',
});

/**
 * The long as position/list and the position actions answer it (the contract's row): with the
 * margin it can give back, here the 1 000 added.
 */
export const seededLongRow = { ...seededLong, maxRemovableMargin: '1000.00000000' };

/** Puts the long and a mark price of 101 000 into the app's realtime store. */
export function seedLongPosition(): void {
  realtimeStore.getState().messagesReceived([
    { topic: 'indicator', payload: { indicators: [{ cid: 1, lp: '101000.0', mp: '101000.0' }] } },
    { topic: 'match', payload: { type: 3012, data: [seededLong] } },
  ]);
}

/**
 * Checks the seeded long's figures at the seeded mark of 101 000, which the table and the phone's
 * cards both show; `figure` reads the value shown for a label.
 */
export function expectSeededLongFigures(figure: (label: string) => string): void {
  expect(figure('Holding size')).toBe('0.500 BTC');
  expect(figure('Avg. entry price')).toBe('100,000.0');
  expect(figure('Mark price')).toBe('101,000.0');
  expect(figure('Margin')).toBe('6,000.00');
  // 0.5 × (101 000 − 100 000) = 500 on a margin of 6 000.
  expect(figure('Unrealized PnL')).toBe('+500.00');
  expect(figure('ROE')).toBe('+8.33%');
}

/**
 * Puts these positions into the realtime store as the position list (3012) sends them, with
 * BTCUSDT's mark price first when given. No positions: the list has come and is empty.
 */
export function seedPositions(positions: WirePosition[], markPrice?: string): void {
  act(() =>
    realtimeStore
      .getState()
      .messagesReceived([
        ...(markPrice === undefined
          ? []
          : [
              { topic: 'indicator' as const, payload: { indicators: [{ cid: 1, mp: markPrice }] } },
            ]),
        { topic: 'match', payload: { type: 3012, data: positions } },
      ]),
  );
}

/** A new mark price of BTCUSDT, as the indicator topic sends it to the shown tables. */
export function markPriceMoves(markPrice: string): void {
  act(() =>
    realtimeStore
      .getState()
      .messagesReceived([
        { topic: 'indicator', payload: { indicators: [{ cid: 1, mp: markPrice }] } },
      ]),
  );
}

export function jsonAnswer(
  data: unknown,
  code = 0,
  message = code === 0 ? 'ok' : 'refused',
): Response {
  return new Response(JSON.stringify({ code, success: code === 0, message, data }), {
    status: 200,
  });
}

/**
 * For each test: the history API answers with `answer(url)` (data of a success envelope), and the
 * virtualised tables get the height a browser would give them (jsdom lays nothing out). Returns
 * the requests made, cleared before each test.
 */
export function stubHistoryApi(answer: (url: URL) => unknown): URL[] {
  const requests: URL[] = [];
  beforeEach(() => {
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
    onTestFinished(() => height.mockRestore());
    requests.length = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      requests.push(parsed);
      return jsonAnswer(answer(parsed));
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return requests;
}
