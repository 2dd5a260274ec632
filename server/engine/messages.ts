/**
 * Groups engine events into the spec's private `match` messages per user:
 * 3002 balance update, 3022 position configs, 3012 position list (id descending), 3004 order
 * updates (limit / market) and 3016 conditional order updates (trigger and TP/SL orders).
 * Public events (trades → future_tick, book deltas → future_snapshot_depth) are returned apart.
 */
import type { BalanceView, EngineEvent, OrderView, PositionView } from './types';

export type MatchMessage =
  | { type: 3002; userId: number; body: BalanceView[] }
  | { type: 3022; userId: number; body: Array<Extract<EngineEvent, { type: 'positionConfig' }>> }
  | { type: 3012; userId: number; body: PositionView[] }
  | { type: 3004 | 3016; userId: number; body: OrderView[] };

export interface PublicEvents {
  trades: Array<Extract<EngineEvent, { type: 'trade' }>>;
  bookDeltas: Array<Extract<EngineEvent, { type: 'bookDelta' }>>;
  other: EngineEvent[];
}

export function toMatchMessages(events: readonly EngineEvent[]): {
  messages: MatchMessage[];
  public: PublicEvents;
} {
  const byKey = new Map<string, MatchMessage>();
  const pub: PublicEvents = { trades: [], bookDeltas: [], other: [] };
  const bucket = <T extends MatchMessage['type']>(
    type: T,
    userId: number,
  ): Extract<MatchMessage, { type: T }> => {
    const key = `${type}:${userId}`;
    let m = byKey.get(key);
    if (m === undefined) {
      m = { type, userId, body: [] } as unknown as MatchMessage;
      byKey.set(key, m);
    }
    return m as Extract<MatchMessage, { type: T }>;
  };
  for (const e of events) {
    switch (e.type) {
      case 'balance':
        bucket(3002, e.balance.userId).body.push(e.balance);
        break;
      case 'positionConfig':
        bucket(3022, e.userId).body.push(e);
        break;
      case 'position':
        bucket(3012, e.position.userId).body.push(e.position);
        break;
      case 'order':
        bucket(e.order.type === 2 || e.order.type === 4 ? 3016 : 3004, e.order.userId).body.push(
          e.order,
        );
        break;
      case 'trade':
        pub.trades.push(e);
        break;
      case 'bookDelta':
        pub.bookDeltas.push(e);
        break;
      default:
        pub.other.push(e);
    }
  }
  for (const m of byKey.values())
    if (m.type === 3012) m.body.sort((a, b) => b.positionId - a.positionId);
  return { messages: [...byKey.values()], public: pub };
}
