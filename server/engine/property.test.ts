import fc from 'fast-check';
import type { Command, CommandResult } from './types';
import type { EngineState } from './state';
import { Engine } from './engine';
import { BUY, OrderBook, SELL } from './order-book';
import { testContracts } from './testing/fixtures';
import { CommandGenerator, DEFAULT_MARKS } from './testing/workload';
import { checkInvariants, systemMoney } from './testing/invariants';
import { mirrorBook } from './testing/mirror';
import { ledgerBalance } from './ledger';

const configs = testContracts();

/**
 * A position's place in `sizes`: its account key and leg slot as one number (a string made for
 * every position after each of 100 000 commands took 7 % of the test's time). Slots are below 1000.
 */
const slotKey = (accountKey: number, slot: number) => accountKey * 1000 + slot;

/** Sizes of every position, by account key and leg slot, to check reduce-only fills. */
function sizes(s: EngineState): Map<number, number> {
  const m = new Map<number, number>();
  for (const a of s.accounts.values())
    for (const [slot, p] of a.positions) m.set(slotKey(a.key, slot), p.size);
  return m;
}

/**
 * An account whose only fills in a command came from reduce-only orders must not have grown or
 * flipped any position of that contract.
 */
function checkReduceOnlyFills(before: Map<number, number>, s: EngineState, r: CommandResult): void {
  const byAccount = new Map<string, { reduceOnly: boolean; contractId: number; leg: number }>();
  for (const e of r.events) {
    // Every order with fills shows up here, including ADL and fund take-over orders (no trade event).
    if (e.type !== 'order' || e.order.filledQty === 0) continue;
    const o = e.order;
    const key = `${o.userId * 100 + o.accountType}:${o.contractId}`;
    const prev = byAccount.get(key);
    byAccount.set(key, {
      reduceOnly: (prev?.reduceOnly ?? true) && o.reduceOnly,
      contractId: o.contractId,
      leg: 0,
    });
  }
  for (const [key, info] of byAccount) {
    if (!info.reduceOnly) continue;
    const accountKey = Number(key.split(':')[0]);
    for (let leg = -1; leg <= 1; leg++) {
      const slot = info.contractId * 3 + leg + 1;
      const a = before.get(slotKey(accountKey, slot)) ?? 0;
      const b = s.accounts.get(accountKey)?.positions.get(slot)?.size ?? 0;
      if (Math.abs(b) > Math.abs(a) || (a !== 0 && b !== 0 && Math.sign(a) !== Math.sign(b))) {
        throw new Error(`reduce-only fills grew position ${accountKey}:${slot}: ${a} → ${b}`);
      }
    }
  }
}

/**
 * The ledger explains every balance: each event's balance is the previous one plus its amount, and
 * after every command each wallet's balance is its last event's (no change without a row).
 */
function checkLedger(books: Map<string, bigint>, s: EngineState, r: CommandResult): void {
  for (const e of r.events) {
    if (e.type !== 'ledger') continue;
    const key = `${e.userId}:${e.account}`;
    const before = books.get(key) ?? 0n;
    if (before + e.amount !== e.balance)
      throw new Error(`ledger ${key} ${e.kind}: ${before} + ${e.amount} ≠ ${e.balance}`);
    books.set(key, e.balance);
  }
  for (const a of s.accounts.values()) {
    if (a.userId < 0) continue;
    const key = `${a.userId}:${a.type}`;
    if (ledgerBalance(a) !== (books.get(key) ?? 0n))
      throw new Error(`balance ${key} ${ledgerBalance(a)} without ledger rows (${books.get(key)})`);
  }
  for (const [userId, amount] of s.spot) {
    const key = `${userId}:spot`;
    if (userId >= 0 && amount !== (books.get(key) ?? 0n))
      throw new Error(`spot ${key} ${amount} without ledger rows (${books.get(key)})`);
  }
}

/**
 * One-cancels-other: a leg still waiting for its trigger has its sibling waiting too, linked back,
 * for the same quantity (both are cut alike as the position shrinks); never one fired or gone.
 */
function checkPairs(state: EngineState): void {
  for (const o of state.orders.values()) {
    if (o.ocoOrderId === undefined || o.status !== 0) continue;
    const sibling = state.orders.get(o.ocoOrderId);
    if (sibling?.status !== 0 || sibling.ocoOrderId !== o.id || sibling.qty !== o.qty)
      throw new Error(
        `pair ${o.id}/${o.ocoOrderId} broken: ${JSON.stringify(sibling ?? null, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`,
      );
  }
}

function run(
  commands: Iterable<Command>,
  engine = new Engine(configs),
): { engine: Engine; stats: Record<string, number> } {
  const stats: Record<string, number> = {
    trades: 0,
    liquidations: 0,
    adl: 0,
    funding: 0,
    rejected: 0,
  };
  const books = new Map<string, bigint>();
  for (const cmd of commands) {
    const before = sizes(engine.state);
    const r = engine.apply(cmd);
    checkLedger(books, engine.state, r);
    if (!r.ok) stats.rejected = (stats.rejected ?? 0) + 1;
    for (const e of r.events) {
      if (e.type === 'trade') stats.trades = (stats.trades ?? 0) + 1;
      if (e.type === 'funding') stats.funding = (stats.funding ?? 0) + 1;
      if (e.type === 'liquidation') {
        if (e.record.type === 'ADL') stats.adl = (stats.adl ?? 0) + 1;
        else stats.liquidations = (stats.liquidations ?? 0) + 1;
      }
    }
    checkInvariants(engine.state, cmd, r, { conservation: true });
    checkReduceOnlyFills(before, engine.state, r);
  }
  return { engine, stats };
}

function* stream(
  seed: number,
  n: number,
  users: number,
  amends = false,
  batches = false,
  partialTpSl = false,
): Generator<Command> {
  const g = new CommandGenerator(configs, seed, {
    users,
    startMarks: DEFAULT_MARKS,
    amends,
    batches,
    partialTpSl,
  });
  for (let i = 0; i < n; i++) yield g.next();
}

describe('model-based property test', () => {
  it('holds every invariant over 100 000 random commands (30 users, 3 contracts)', () => {
    const seed =
      fc.sample(fc.integer({ min: 1, max: 2 ** 30 }), { seed: 20261122, numRuns: 1 })[0] ?? 1;
    const engine = new Engine(configs);
    // Every book operation of the engine is checked against the naive reference matcher.
    const mirrors = [...engine.state.contracts.values()].map((c) => mirrorBook(c.book));
    const { stats } = run(stream(seed, 100_000, 30), engine);
    expect(mirrors.reduce((s, m) => s + m.fills, 0)).toBe(stats.trades);
    // The stream must actually exercise the engine.
    expect(stats.trades).toBeGreaterThan(10_000);
    expect(stats.liquidations).toBeGreaterThan(20);
    expect(stats.adl).toBeGreaterThan(0);
    expect(stats.funding).toBeGreaterThan(100);
    expect(systemMoney(engine.state)).toBe(engine.state.deposits - engine.state.withdrawals);
    // A guard against a hang, not a time limit: deterministic CPU work (about 22 s alone here,
    // 65 s beside another worker) that took over 120 s in a fresh-clone run on a loaded machine.
  }, 600_000);

  it('holds the invariants for many short streams (fast-check seeds, few users for crowding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 2, max: 6 }),
        (seed, users) => {
          run(stream(seed, 400, users));
        },
      ),
      { numRuns: 40, seed: 4242 },
    );
    // A hang guard (see above).
  }, 300_000);

  it('holds the invariants while orders are amended (20 000 commands, amendments mixed in)', () => {
    const engine = new Engine(configs);
    const mirrors = [...engine.state.contracts.values()].map((c) => mirrorBook(c.book));
    let amended = 0;
    const counted = function* (): Generator<Command> {
      for (const cmd of stream(31, 20_000, 12, true)) {
        if (cmd.kind === 'amendOrder') amended++;
        yield cmd;
      }
    };
    const { stats } = run(counted(), engine);
    expect(amended).toBeGreaterThan(500);
    expect(mirrors.reduce((s, m) => s + m.fills, 0)).toBe(stats.trades);
    expect(systemMoney(engine.state)).toBe(engine.state.deposits - engine.state.withdrawals);
  }, 300_000);

  it('holds the invariants with scaled orders placed and cancelled as groups (20 000 commands)', () => {
    const engine = new Engine(configs);
    const mirrors = [...engine.state.contracts.values()].map((c) => mirrorBook(c.book));
    const counts = { placed: 0, refused: 0, groupsCancelled: 0 };
    const counted = function* (): Generator<Command> {
      for (const cmd of stream(47, 20_000, 12, false, true)) {
        const orders = engine.state.orders.size;
        const nextId = engine.state.nextOrderId;
        yield cmd;
        if (cmd.kind === 'placeBatch') {
          // All or none: either every order got an id, or no id was used and no order added.
          const used = engine.state.nextOrderId - nextId;
          if (used === 0) {
            counts.refused++;
            expect(engine.state.orders.size).toBeLessThanOrEqual(orders);
          } else {
            counts.placed++;
            expect(used).toBeGreaterThanOrEqual(cmd.orders.length);
          }
        }
        if (cmd.kind === 'cancelGroup') counts.groupsCancelled++;
      }
    };
    const { stats } = run(counted(), engine);
    expect(counts.placed).toBeGreaterThan(200);
    expect(counts.refused).toBeGreaterThan(20);
    expect(counts.groupsCancelled).toBeGreaterThan(50);
    expect(mirrors.reduce((s, m) => s + m.fills, 0)).toBe(stats.trades);
    expect(systemMoney(engine.state)).toBe(engine.state.deposits - engine.state.withdrawals);
  }, 300_000);

  it('holds the invariants with partial TP/SL pairs added, fired and cancelled (20 000 commands)', () => {
    const engine = new Engine(configs);
    const mirrors = [...engine.state.contracts.values()].map((c) => mirrorBook(c.book));
    const counts = { added: 0, refused: 0, fired: 0, siblingsCancelled: 0 };
    const checked = function* (): Generator<Command> {
      for (const cmd of stream(59, 20_000, 12, true, false, true)) {
        const results: CommandResult[] = [];
        const apply = engine.apply.bind(engine);
        engine.apply = (c: Command) => {
          const r = apply(c);
          results.push(r);
          return r;
        };
        yield cmd;
        engine.apply = apply;
        const r = results[0];
        if (cmd.kind === 'addPartialTpSl') {
          if (r?.ok === true) counts.added++;
          else counts.refused++;
        }
        const statuses = new Map<number, number>();
        for (const e of r?.events ?? [])
          if (e.type === 'order') statuses.set(e.order.orderId, e.order.orderStatus);
        for (const e of r?.events ?? []) {
          if (e.type !== 'order' || e.order.ocoOrderId === undefined) continue;
          const mine = statuses.get(e.order.orderId);
          const sibling = statuses.get(e.order.ocoOrderId);
          if (mine === 2 || mine === 3 || mine === 4) counts.fired++;
          if (mine === 6 && (sibling === 2 || sibling === 3 || sibling === 4))
            counts.siblingsCancelled++;
        }
        checkPairs(engine.state);
      }
    };
    const { stats } = run(checked(), engine);
    expect(counts.added).toBeGreaterThan(100);
    expect(counts.refused).toBeGreaterThan(10);
    expect(counts.fired).toBeGreaterThan(20);
    expect(counts.siblingsCancelled).toBeGreaterThan(10);
    expect(mirrors.reduce((s, m) => s + m.fills, 0)).toBe(stats.trades);
    expect(systemMoney(engine.state)).toBe(engine.state.deposits - engine.state.withdrawals);
  }, 300_000);

  it('the invariant checker catches a broken book and lost money', () => {
    const { engine } = run(stream(5, 2_000, 10));
    const c = engine.state.contracts.get(1);
    if (c === undefined) throw new Error('no contract');
    const check = (): void =>
      checkInvariants(
        engine.state,
        { kind: 'tick', ts: 0 },
        { ok: true, events: [] },
        { conservation: true },
      );
    c.book.add(999_998, 1, BUY, 5_000_000, 1);
    c.book.add(999_999, 2, SELL, 1_000, 1);
    expect(check).toThrow(/crossed/);
    c.book.cancel(999_998);
    c.book.cancel(999_999);
    c.feesCollected += 1n;
    expect(check).toThrow(/money/);
  });
});

describe('reference mirror', () => {
  it('fails when the fast book breaks time priority', () => {
    const book = new OrderBook();
    mirrorBook(book);
    book.add(1, 1, SELL, 100, 1);
    book.add(2, 2, SELL, 100, 1);
    const level = book.bestLevel(SELL);
    const a = level?.head;
    const b = level?.tail;
    if (level === undefined || a == null || b == null) throw new Error('setup');
    level.head = b;
    level.tail = a;
    b.prev = null;
    b.next = a;
    a.prev = b;
    a.next = null;
    expect(() => book.take(BUY, 100, 1, 3, null)).toThrow(/mirror/);
  });
});
