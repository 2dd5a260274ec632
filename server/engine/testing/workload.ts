/**
 * Random but reproducible command streams over many users and contracts, for the property
 * test, the crash test and the benchmark. Actions are abstract (offsets from the mark, "some open
 * order of this user"); a shadow engine turns them into concrete commands, so one seed always
 * gives the same stream.
 */
import type { ContractConfig } from '../contract-config';
import type { AccountType, AmendOrderCommand, Command, OrderSide, TimeInForce } from '../types';
import { Engine } from '../engine';
import { usdt } from '../fixed';

/** mulberry32: a tiny deterministic PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WorkloadOptions {
  users: number;
  /** Starting mark per contract id, in ticks. */
  startMarks: Record<number, number>;
  /** Amend open orders too (`amendOrder`); off by default, so existing seeds keep their streams. */
  amends?: boolean;
  /** Some conditional market orders are trailing stops; off by default, as `amends`. */
  trailingStops?: boolean;
  /**
   * Some resting limit orders are scaled orders (`placeBatch` of 2–8) and some cancels cancel a
   * whole group (`cancelGroup`); off by default, as `amends`.
   */
  batches?: boolean;
  /**
   * Some position commands add a partial TP/SL pair (`addPartialTpSl`) near the mark, so pairs
   * fire, cancel their siblings and are cut as positions shrink; off by default, as `amends`.
   */
  partialTpSl?: boolean;
}

export class CommandGenerator {
  private readonly shadow: Engine;
  private readonly rand: () => number;
  private ts = 1_700_000_000_000;
  private readonly contractIds: number[];

  constructor(
    configs: readonly ContractConfig[],
    seed: number,
    private readonly opts: WorkloadOptions,
  ) {
    this.shadow = new Engine(configs);
    this.rand = rng(seed);
    this.contractIds = configs.map((c) => c.contractId);
  }

  private int(n: number): number {
    return Math.floor(this.rand() * n);
  }

  private pick<T>(items: readonly T[]): T {
    const v = items[this.int(items.length)];
    if (v === undefined) throw new Error('pick from empty list');
    return v;
  }

  /** The next command; it is also applied to the shadow engine. */
  next(): Command {
    const cmd = this.make();
    this.shadow.apply(cmd);
    return cmd;
  }

  private make(): Command {
    const s = this.shadow.state;
    this.ts += 1 + this.int(500);
    const ts = this.ts;
    const userId = 1 + this.int(this.opts.users);
    const contractId = this.pick(this.contractIds);
    const c = s.contracts.get(contractId);
    if (c === undefined) throw new Error('unknown contract');
    if (c.markPrice === 0) {
      const m = this.opts.startMarks[contractId] ?? 100_000;
      return { kind: 'setPrices', ts, contractId, indexPrice: m, markPrice: m };
    }
    const accountType: AccountType = this.rand() < 0.1 ? 10 : 1;
    const a = s.accounts.get(userId * 100 + accountType);
    const roll = this.rand() * 100;
    if (roll < 3)
      return { kind: 'deposit', ts, userId, amount: usdt(String(500 + this.int(20_000))) };
    if (roll < 4)
      return { kind: 'withdraw', ts, userId, amount: usdt(String(1 + this.int(5_000))) };
    if (roll < 7) {
      const to = this.pick<'spot' | 1 | 10>(['spot', 1, 1, 10]);
      const from = to === 'spot' ? this.pick<1 | 10>([1, 10]) : 'spot';
      return { kind: 'transfer', ts, userId, from, to, amount: usdt(String(1 + this.int(8_000))) };
    }
    if (roll < 7.5) {
      return this.rand() < 0.7
        ? {
            kind: 'grantBonus',
            ts,
            userId,
            accountType: 10,
            amount: usdt(String(50 + this.int(500))),
          }
        : {
            kind: 'grantBonus',
            ts,
            userId,
            accountType: 30,
            amount: usdt(String(10 + this.int(100))),
            expiresAt: ts + this.int(48) * 3_600_000,
          };
    }
    if (roll < 7.7) {
      // Referrals: a share of the user's fees to another user (0 ends it).
      const referrerId = 1 + ((userId + this.int(this.opts.users - 1)) % this.opts.users);
      return {
        kind: 'setReferrer',
        ts,
        userId,
        referrerId: referrerId === userId ? (userId % this.opts.users) + 1 : referrerId,
        rate: BigInt(this.int(5)) * 10_000_000n,
      };
    }
    if (roll < 7.9)
      // A voucher with a maximum leverage (refused while another one's trial fund is in use).
      return {
        kind: 'grantBonus',
        ts,
        userId,
        accountType: 10,
        amount: usdt(String(20 + this.int(300))),
        expiresAt: ts + this.int(72) * 3_600_000,
        maxLeverage: 1 + this.int(25),
      };
    if (roll < 9)
      return {
        kind: 'setLeverage',
        ts,
        userId,
        accountType,
        contractId,
        leverage: 1 + this.int(60),
      };
    if (roll < 10)
      return {
        kind: 'setMarginMode',
        ts,
        userId,
        accountType,
        contractId,
        isolated: this.rand() < 0.5,
      };
    if (roll < 10.5)
      return { kind: 'setPositionMode', ts, userId, accountType, hedge: this.rand() < 0.5 };
    if (roll < 18) {
      // Mark random walk; now and then a jump that liquidates someone.
      const jump = this.rand() < 0.08 ? 0.08 : 0.01;
      const m = Math.max(10, Math.round(c.markPrice * (1 + (this.rand() * 2 - 1) * jump)));
      const idx = Math.max(1, m + this.int(21) - 10);
      return { kind: 'setPrices', ts, contractId, indexPrice: idx, markPrice: m };
    }
    if (roll < 21) {
      this.ts += this.int(60) * 60_000;
      return { kind: 'tick', ts: this.ts };
    }
    const ids = a === undefined ? [] : [...a.orders];
    if (roll < 40 && ids.length > 0) {
      const orderId = this.pick(ids);
      // With amendments, some of the cancels amend instead (the stream is unchanged without).
      const groupId = this.shadow.state.orders.get(orderId)?.groupId;
      if (this.opts.batches === true && groupId !== undefined && roll >= 37)
        return { kind: 'cancelGroup', ts, userId, groupId };
      return this.opts.amends === true && roll >= 34
        ? this.amend(ts, userId, orderId, c.markPrice)
        : { kind: 'cancelOrder', ts, userId, orderId };
    }
    if (roll < 40.5 && ids.length > 0) return { kind: 'cancelAll', ts, userId, accountType };
    if (roll < 42 && a !== undefined && a.positions.size > 0) {
      const p = this.pick([...a.positions.values()]);
      const leg = p.leg === 1 ? 'long' : p.leg === -1 ? 'short' : 'net';
      const far = Math.max(1, Math.round(c.markPrice * 0.03));
      const long = p.size > 0;
      if (this.opts.partialTpSl === true && this.rand() < 0.6)
        return this.partialPair(ts, userId, accountType, p.contractId, leg, p.size, c.markPrice);
      if (this.rand() < 0.5) {
        return {
          kind: 'adjustMargin',
          ts,
          userId,
          accountType,
          contractId: p.contractId,
          leg,
          delta: usdt(String(this.int(200) - 80)),
        };
      }
      return {
        kind: 'setPositionTpSl',
        ts,
        userId,
        accountType,
        contractId: p.contractId,
        leg,
        tp: { triggerPrice: long ? c.markPrice + far : Math.max(1, c.markPrice - far) },
        sl:
          this.rand() < 0.5
            ? null
            : {
                triggerPrice: long ? Math.max(1, c.markPrice - far) : c.markPrice + far,
                triggerBy: 'last',
              },
      };
    }
    return this.order(ts, userId, accountType, contractId, c.markPrice, a?.hedge ?? false);
  }

  /**
   * A partial TP/SL pair 0.5–2 % from the mark for up to the position's size (now and then more, or
   * one leg only); some land on the wrong side of the entry and are refused.
   */
  private partialPair(
    ts: number,
    userId: number,
    accountType: AccountType,
    contractId: number,
    leg: 'long' | 'short' | 'net',
    size: number,
    mark: number,
  ): Command {
    const long = size > 0;
    const away = (): number => Math.max(1, Math.round(mark * (0.005 + this.rand() * 0.015)));
    const up = mark + away();
    const down = Math.max(1, mark - away());
    const r = this.rand();
    return {
      kind: 'addPartialTpSl',
      ts,
      userId,
      accountType,
      contractId,
      leg,
      qty: 1 + this.int(Math.abs(size) + (this.rand() < 0.1 ? 5 : 0)),
      ...(r < 0.8 ? { tp: { triggerPrice: long ? up : down } } : {}),
      ...(r > 0.2
        ? { sl: { triggerPrice: long ? down : up, triggerBy: this.rand() < 0.3 ? 'last' : 'mark' } }
        : {}),
    };
  }

  /** A smaller or larger quantity, or a price up to ±0.4 % away: in place, re-queued or taking. */
  private amend(ts: number, userId: number, orderId: number, mark: number): Command {
    const o = this.shadow.state.orders.get(orderId);
    const cmd: AmendOrderCommand = { kind: 'amendOrder', ts, userId, orderId };
    if (o === undefined) return { ...cmd, qty: 1 };
    const r = this.rand();
    const spread = Math.max(2, Math.round(mark * 0.004));
    if (r < 0.4) cmd.qty = o.filled + 1 + this.int(Math.max(1, o.qty - o.filled));
    else if (r < 0.6) cmd.qty = o.qty + 1 + this.int(20);
    else if (o.price > 0) cmd.price = Math.max(1, o.price + this.int(spread * 2) - spread);
    if (o.status === 0 && this.rand() < 0.5)
      cmd.triggerPrice = Math.max(1, o.triggerPrice + this.int(spread) - Math.round(spread / 2));
    return cmd;
  }

  private order(
    ts: number,
    userId: number,
    accountType: AccountType,
    contractId: number,
    mark: number,
    hedge: boolean,
  ): Command {
    const sides: readonly OrderSide[] = hedge
      ? ['openLong', 'openShort', 'closeLong', 'closeShort']
      : ['buy', 'sell'];
    const side = this.pick(sides);
    const buy = side === 'buy' || side === 'openLong' || side === 'closeShort';
    const r = this.rand();
    const type = r < 0.8 ? 1 : r < 0.92 ? 3 : r < 0.96 ? 2 : 4;
    const spread = Math.max(2, Math.round(mark * 0.004));
    const offset = this.int(spread * 2) - Math.round(spread * 0.4);
    const price = Math.max(1, buy ? mark - offset : mark + offset);
    const tif: TimeInForce = this.pick(['GTC', 'GTC', 'GTC', 'GTC', 'IOC', 'FOK', 'postOnly']);
    const qty = 1 + this.int(this.rand() < 0.9 ? 20 : 200);
    const cmd: Command = {
      kind: 'placeOrder',
      ts,
      userId,
      accountType,
      contractId,
      type,
      side,
      qty,
      tif,
      reduceOnly: !hedge && this.rand() < 0.15,
    };
    if (type === 1 || type === 2) cmd.price = price;
    if (type === 2 || type === 4) {
      cmd.triggerPrice = Math.max(1, mark + this.int(spread * 2) - spread);
      cmd.triggerBy = this.rand() < 0.5 ? 'last' : 'mark';
    }
    if (
      !cmd.reduceOnly &&
      (side === 'buy' || side === 'sell' || side === 'openLong' || side === 'openShort') &&
      this.rand() < 0.05
    ) {
      const ref = type === 1 || type === 2 ? price : mark;
      const d = Math.max(1, Math.round(ref * 0.02));
      cmd.tp = { triggerPrice: buy ? ref + d : Math.max(1, ref - d) };
      cmd.sl = { triggerPrice: buy ? Math.max(1, ref - d) : ref + d };
    }
    if (this.opts.trailingStops === true && (type === 4 || (type === 2 && qty % 2 === 0))) {
      // Conditional market orders and half the conditional limit ones trail (0.1 %–5 %), half of
      // them from an activation price (on either side: some are refused). No draw of its own.
      cmd.type = 4;
      delete cmd.price;
      cmd.callbackBp = 10 * (1 + (qty % 50));
      if (qty % 8 === 0) cmd.activationPrice = cmd.triggerPrice;
      delete cmd.triggerPrice;
      delete cmd.tp;
      delete cmd.sl;
    }
    if (
      this.opts.batches === true &&
      cmd.type === 1 &&
      (tif === 'GTC' || tif === 'postOnly') &&
      qty % 3 === 0
    ) {
      // A scaled order: 2–8 orders stepping away from the market (some crossing, some refused).
      const n = 2 + this.int(7);
      const step = Math.max(1, Math.round(spread / 4));
      return {
        kind: 'placeBatch',
        ts,
        userId,
        accountType,
        contractId,
        side,
        orders: Array.from({ length: n }, (_, i) => ({
          price: Math.max(1, buy ? price - i * step : price + i * step),
          qty: 1 + this.int(qty),
        })),
        tif,
        ...(cmd.reduceOnly === true ? { reduceOnly: true } : {}),
      };
    }
    return cmd;
  }
}

export function generateCommands(
  configs: readonly ContractConfig[],
  seed: number,
  n: number,
  opts: WorkloadOptions,
): Command[] {
  const g = new CommandGenerator(configs, seed, opts);
  const out: Command[] = [];
  for (let i = 0; i < n; i++) out.push(g.next());
  return out;
}

export const DEFAULT_MARKS: Record<number, number> = { 1: 200_000, 2: 300_000, 3: 15_000 };
