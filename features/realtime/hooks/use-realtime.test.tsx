// @vitest-environment jsdom
import { act, render as rtlRender, screen } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { realtimeStore } from '../stores/realtime-store';
import { createFrameBatcher } from '../stream/frame-batcher';
import {
  useAccount,
  useMarketIndicator,
  useOpenOrderIds,
  useOrder,
  usePosition,
  usePositionIds,
  useRecentTrades,
} from './use-realtime';
import { wireAccount } from '@/lib/test-utils/wire-balance';
import type { WirePosition } from '@/lib/contract/wire/match';
import type { RealtimeMessage } from '../types';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { wireOrder } from '@/lib/test-utils/wire-order';

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
      batcher.push({
        topic: 'future_tick',
        payload: {
          contractId: 1,
          trades: [{ time: i, price: String(i), amount: '1', side: 'buy' }],
        },
      });
      batcher.push({ topic: 'indicator', payload: { indicators: [{ cid: 1, lp: String(i) }] } });
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
        .messagesReceived([{ topic: 'indicator', payload: { indicators: [{ cid: 1, lp: 'x' }] } }]),
    );
    expect(renders).toBe(before + 1);
  });
});

const rowRenders = new Map<string, number>();

function PositionLine({ id }: { id: string }) {
  const position = usePosition(id);
  return (
    <Profiler id={id} onRender={() => rowRenders.set(id, (rowRenders.get(id) ?? 0) + 1)}>
      <li>
        position {id}: {String(position?.size ?? '-')}
      </li>
    </Profiler>
  );
}

function PositionList() {
  const ids = usePositionIds();
  return (
    <ul>
      {ids.map((id) => (
        <PositionLine key={id} id={id} />
      ))}
    </ul>
  );
}

function OrderList() {
  const ids = useOpenOrderIds();
  return (
    <ul aria-label="orders">
      {ids.map((id) => (
        <OrderLine key={id} id={id} />
      ))}
    </ul>
  );
}

function OrderLine({ id }: { id: string }) {
  const order = useOrder(id);
  return <li>{`order ${id}: ${String(order?.orderStatus)}`}</li>;
}

function AccountLine({ id }: { id: string }) {
  const account = useAccount(id);
  return <p>{account ? `account ${id} type ${account.at}` : 'no account'}</p>;
}

function positions(data: WirePosition[]): RealtimeMessage {
  return { topic: 'match', payload: { type: 3012, data } };
}

/** Positions 1 (0.5) and 2 (1) arrive in one 3012 frame. */
function receiveTwoPositions() {
  const rows = [
    wirePosition({ positionId: 1, size: '0.5' }),
    wirePosition({ positionId: 2, size: '1' }),
  ];
  act(() => realtimeStore.getState().messagesReceived([positions(rows)]));
}

describe('tables subscribed per row', () => {
  it('a change to one position re-renders that row only', () => {
    act(() => realtimeStore.getState().privateDataCleared());
    rowRenders.clear();
    render(<PositionList />);
    receiveTwoPositions();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'position 2: 1',
      'position 1: 0.5',
    ]);
    const first = rowRenders.get('1');
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([positions([wirePosition({ positionId: 2, size: '3' })])]),
    );
    expect(screen.getByText('position 2: 3')).toBeInTheDocument();
    expect(rowRenders.get('1')).toBe(first);
  });

  it('a position closed to zero leaves the table', () => {
    act(() => realtimeStore.getState().privateDataCleared());
    render(<PositionList />);
    receiveTwoPositions();
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([positions([wirePosition({ positionId: 2, size: '0' })])]),
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'position 1: 0.5',
    ]);
  });

  it('an order row follows its order until it is filled', () => {
    act(() => realtimeStore.getState().privateDataCleared());
    render(<OrderList />);
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([{ topic: 'match', payload: { type: 3004, data: [wireOrder(7, 2)] } }]),
    );
    expect(screen.getByText('order 7: 2')).toBeInTheDocument();
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([{ topic: 'match', payload: { type: 3004, data: [wireOrder(7, 4)] } }]),
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('an account is read by its id', () => {
    act(() => realtimeStore.getState().privateDataCleared());
    render(<AccountLine id="42" />);
    expect(screen.getByText('no account')).toBeInTheDocument();
    act(() =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: 'indicator', payload: { accounts: [wireAccount({ aid: 42 })] } },
        ]),
    );
    expect(screen.getByText('account 42 type 1')).toBeInTheDocument();
  });
});
