import type { EngineEvent, PositionView } from '../../engine';

/**
 * Follows the lead traders' futures positions (account 1) through the engine's events and turns
 * each command's changes into the steps a follower mirrors. Pure: sizes come from the position
 * events (absolute sizes after the command), so a step is the difference to what the tracker held
 * before, whatever orders, triggers or liquidations made it.
 */

/** The engine's name for a position's leg: long / short in hedge mode, net in one-way mode. */
export type Leg = 'long' | 'short' | 'net';
export type MirrorAction = 'open' | 'add' | 'reduce' | 'close';

export interface MirrorStep {
  leaderId: number;
  contractId: number;
  leg: Leg;
  /** The leader's position mode (hedge: two legs per contract). */
  hedge: boolean;
  action: MirrorAction;
  /** 1 long, -1 short: the direction of the position opened, added to or reduced. */
  direction: 1 | -1;
  /** Lots the leader's position grew or shrank by. */
  lots: number;
  /** The leader's position size (lots, unsigned) before the command. */
  sizeBefore: number;
  leverage: number;
  isolated: boolean;
  /** The leader's futures equity after the command (from its balance event), when it had one. */
  equity: bigint | undefined;
}

const LEADER_ACCOUNT = 1;

function slotKey(contractId: number, leg: Leg): string {
  return `${contractId}:${leg}`;
}

/** What a size change from `before` to `after` (signed lots) is: at most a close and an open. */
export function decompose(
  before: number,
  after: number,
): { action: MirrorAction; direction: 1 | -1; lots: number; sizeBefore: number }[] {
  if (before === after) return [];
  const b = Math.abs(before);
  const a = Math.abs(after);
  const sign = (n: number): 1 | -1 => (n > 0 ? 1 : -1);
  if (after === 0) return [{ action: 'close', direction: sign(before), lots: b, sizeBefore: b }];
  if (before === 0) return [{ action: 'open', direction: sign(after), lots: a, sizeBefore: 0 }];
  if (sign(before) !== sign(after))
    return [
      { action: 'close', direction: sign(before), lots: b, sizeBefore: b },
      { action: 'open', direction: sign(after), lots: a, sizeBefore: 0 },
    ];
  return a > b
    ? [{ action: 'add', direction: sign(after), lots: a - b, sizeBefore: b }]
    : [{ action: 'reduce', direction: sign(before), lots: b - a, sizeBefore: b }];
}

export class LeaderTracker {
  /** Leader → slot → signed size in lots. */
  private readonly sizes = new Map<number, Map<string, number>>();
  /** Position id → its slot (a closed hedge leg's event no longer says which leg it was). */
  private readonly slots = new Map<number, string>();

  isLeader(userId: number): boolean {
    return this.sizes.has(userId);
  }

  leaders(): number[] {
    return [...this.sizes.keys()];
  }

  /** Starts following a leader from their open positions as they are now. */
  track(leaderId: number, positions: readonly PositionView[]): void {
    const sizes = new Map<string, number>();
    for (const p of positions) {
      if (p.accountType !== LEADER_ACCOUNT || p.size === 0) continue;
      const key = slotKey(p.contractId, legOf(p) ?? 'net');
      sizes.set(key, p.size);
      this.slots.set(p.positionId, key);
    }
    this.sizes.set(leaderId, sizes);
  }

  forget(leaderId: number): void {
    this.sizes.delete(leaderId);
  }

  /** The steps of one command's events, in the order of the slots' first change. */
  apply(events: readonly EngineEvent[]): MirrorStep[] {
    interface Change {
      leaderId: number;
      contractId: number;
      leg: Leg;
      hedge: boolean;
      before: number;
      after: number;
      leverage: number;
      isolated: boolean;
    }
    const changes = new Map<string, Change>();
    const equity = new Map<number, bigint>();
    for (const e of events) {
      if (e.type === 'balance') {
        const b = e.balance;
        if (b.account === LEADER_ACCOUNT && this.sizes.has(b.userId))
          equity.set(b.userId, b.equity);
        continue;
      }
      if (e.type !== 'position') continue;
      const p = e.position;
      const sizes = this.sizes.get(p.userId);
      if (!sizes || p.accountType !== LEADER_ACCOUNT) continue;
      const known = this.slots.get(p.positionId);
      const leg = legOf(p) ?? (known ? (known.split(':')[1] as Leg) : undefined);
      if (leg === undefined) continue;
      const key = slotKey(p.contractId, leg);
      const id = `${p.userId}/${key}`;
      const change = changes.get(id) ?? {
        leaderId: p.userId,
        contractId: p.contractId,
        leg,
        hedge: p.hedge,
        before: sizes.get(key) ?? 0,
        after: 0,
        leverage: p.leverage,
        isolated: p.isolated,
      };
      change.after = p.size;
      change.hedge = p.hedge;
      if (p.size !== 0) {
        change.leverage = p.leverage;
        change.isolated = p.isolated;
      }
      changes.set(id, change);
      if (p.size === 0) {
        this.slots.delete(p.positionId);
        sizes.delete(key);
      } else {
        this.slots.set(p.positionId, key);
        sizes.set(key, p.size);
      }
    }
    const steps: MirrorStep[] = [];
    for (const c of changes.values())
      for (const part of decompose(c.before, c.after))
        steps.push({
          leaderId: c.leaderId,
          contractId: c.contractId,
          leg: c.leg,
          hedge: c.hedge,
          leverage: c.leverage,
          isolated: c.isolated,
          equity: equity.get(c.leaderId),
          ...part,
        });
    return steps;
  }
}

function legOf(p: PositionView): Leg | undefined {
  if (!p.hedge) return 'net';
  return p.side === 1 ? 'long' : p.side === -1 ? 'short' : undefined;
}
