// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { realtimeStore, type RealtimeMessage } from '@/features/realtime';
import { TestProviders } from '@/lib/test-utils/render';
import type { Locale } from '@/lib/i18n/locales';
import { seededLong } from '../components/bottom-tabs/test-fixtures';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { useChartLines } from './use-chart-lines';

/** A one-way sell waiting for the mark price to fall to 90,500: Binance's stop market. */
const stopMarketSell = wireOrder(21, 0, {
  type: 4,
  side: 'sell',
  price: null,
  quantity: '0.100',
  triggerPrice: '90500.0',
  triggerBy: 'mark',
});

/** The long's TP, set on the position: a reduce-only trigger the engine made (no parent). */
const positionTp = wireOrder(31, 0, {
  type: 4,
  side: 'sell',
  price: null,
  reduceOnly: true,
  triggerPrice: '110000.0',
  triggerBy: 'last',
  source: 'tpsl',
});

function receive(...messages: RealtimeMessage[]) {
  act(() => realtimeStore.getState().messagesReceived(messages));
}

function seedMarket() {
  receive({
    topic: 'indicator',
    payload: { indicators: [{ cid: 1, lp: '95000.0', mp: '95100.0' }] },
  });
}

function labels(locale: Locale = 'en') {
  const { result } = renderHook(() => useChartLines(1), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestProviders locale={locale}>{children}</TestProviders>
    ),
  });
  return () => result.current.map((line) => line.label);
}

afterEach(() => act(() => realtimeStore.getState().privateDataCleared()));

describe('the words of the chart’s order lines', () => {
  it('names a waiting stop-market sell with its type, side and trigger condition', () => {
    seedMarket();
    receive({ topic: 'match', payload: { type: 3004, data: [stopMarketSell] } });
    expect(labels()()).toEqual(['Stop Market · Sell · Mark ≤ 90,500.0']);
  });

  it('calls a sell waiting for the price to rise a take profit', () => {
    seedMarket();
    receive({
      topic: 'match',
      payload: { type: 3004, data: [{ ...stopMarketSell, triggerPrice: '99000.0' }] },
    });
    expect(labels()()).toEqual(['Take Profit Market · Sell · Mark ≥ 99,000.0']);
  });

  it('says the position’s TP and SL with what they watch and which way', () => {
    seedMarket();
    receive(
      {
        topic: 'match',
        payload: {
          type: 3012,
          data: [{ ...seededLong, tpTrigger: '110000.0', slTrigger: '90000.0' }],
        },
      },
      { topic: 'match', payload: { type: 3004, data: [positionTp] } },
    );
    // The TP's own order watches the last price; the SL has no order in the store: the default.
    expect(labels()().filter((label) => /TP|SL/.test(label))).toEqual([
      'TP (position) · Last ≥ 110,000.0',
      'SL (position) · Mark ≤ 90,000.0',
    ]);
  });

  it('speaks Korean, Japanese and Chinese exchange words', () => {
    seedMarket();
    receive({ topic: 'match', payload: { type: 3004, data: [stopMarketSell] } });
    expect(labels('ko')()).toEqual(['스탑 마켓 · 매도 · 마크 ≤ 90,500.0']);
    expect(labels('ja')()).toEqual(['ストップ成行 · 売り · マーク ≤ 90,500.0']);
    expect(labels('zh-hant')()).toEqual(['止損市價 · 賣出 · 標記 ≤ 90,500.0']);
  });
});
