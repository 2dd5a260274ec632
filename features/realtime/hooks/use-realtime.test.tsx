// @vitest-environment jsdom
import { act, render as rtlRender, screen } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { realtimeStore } from '../stores/realtime-store';
import { createFrameBatcher } from '../stream/frame-batcher';
import { useMarketIndicator, useRecentTrades } from './use-realtime';

let renders = 0;

/** Counts commits of the tree (a render that React actually performed). */
function render(ui: ReactElement) {
  return rtlRender(
    <Profiler id="page" onRender={() => (renders += 1)}>
      {ui}
    </Profiler>,
  );
}

function RecentTrades() {
  const trades = useRecentTrades(1);
  const indicator = useMarketIndicator(1);
  return (
    <p>
      {trades.length} trades, last {indicator?.lp ?? '-'}
    </p>
  );
}

describe('a page reading high-frequency topics', () => {
  it('renders once per frame, not once per message', () => {
    const frames: (() => void)[] = [];
    const batcher = createFrameBatcher(
      (messages) => realtimeStore.getState().messagesReceived(messages),
      (flush) => frames.push(flush),
    );
    render(<RecentTrades />);
    const initial = renders;
    for (let i = 0; i < 500; i += 1) {
      batcher.push('future_tick', {
        contractId: 1,
        trades: [{ time: i, price: String(i), amount: '1', side: 'buy' }],
      });
      batcher.push('indicator', { markets: [{ cid: 1, lp: String(i) }] });
    }
    expect(renders).toBe(initial);
    act(() => frames.shift()?.());
    expect(renders).toBe(initial + 1);
    expect(screen.getByText('50 trades, last 499')).toBeInTheDocument();
  });

  it('does not re-render for topics the component does not read', () => {
    render(<RecentTrades />);
    const before = renders;
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: 'future_snapshot_depth', payload: { sc: 'BTCUSDT', asks: [], bids: [] } },
        ]),
    );
    expect(renders).toBe(before);
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([{ topic: 'indicator', payload: { markets: [{ cid: 1, lp: 'x' }] } }]),
    );
    expect(renders).toBe(before + 1);
  });
});
