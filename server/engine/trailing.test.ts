import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Command, OrderView, PlaceOrderCommand } from './types';
import { ErrorCode, OrderStatus } from './types';
import { usdt } from './fixed';
import { Engine } from './engine';
import { DurableEngine } from './recovery';
import { stateHash } from './snapshot';
import { crashChildArguments } from './testing/crash-args';
import { testContracts } from './testing/fixtures';
import { fundedMarket, restartFromSnapshot, type TestExchange } from './testing/harness';
import { DEFAULT_MARKS, generateCommands } from './testing/workload';
import { checkInvariants } from './testing/invariants';

// BTC fixture: 1 lot = 0.001 BTC, tick 0.1 USDT; mark 200 000 ticks = 20 000 USDT.
const MARK = 200_000;

type Trailing = Omit<PlaceOrderCommand, 'kind' | 'ts' | 'userId' | 'accountType' | 'contractId'>;

/** A command as written before its time is given. */
type WithoutTs<T> = T extends Command ? Omit<T, 'ts'> : never;

/** A reduce-only trailing stop sell of 10 lots, by the mark, 1 %. */
const SELL_1PCT: Trailing = {
  type: 4,
  side: 'sell',
  qty: 10,
  reduceOnly: true,
  triggerBy: 'mark',
  callbackBp: 100,
};

/**
 * User 1 long (or short) 10 lots at the mark, user 3 resting 50 lots on the other side 5 % away:
 * where a fired trailing stop's market order fills.
 */
function withPosition(side: 'long' | 'short'): TestExchange {
  const x = fundedMarket(MARK);
  const long = side === 'long';
  x.order(2, { type: 1, side: long ? 'sell' : 'buy', qty: 10, price: MARK });
  x.order(1, { type: 3, side: long ? 'buy' : 'sell', qty: 10 });
  x.order(3, {
    type: 1,
    side: long ? 'buy' : 'sell',
    qty: 50,
    price: long ? MARK - 9_000 : MARK + 9_000,
  });
  return x;
}

/** The open order as the engine holds it now. */
function open(x: TestExchange, orderId: number) {
  return x.engine.state.orders.get(orderId);
}

/** A trade of 1 lot between users 4 and 5 at `price`: the last price becomes `price`. */
function trade(x: TestExchange, price: number): void {
  x.order(4, { type: 1, side: 'sell', qty: 1, price });
  const r = x.order(5, { type: 1, side: 'buy', qty: 1, price, tif: 'IOC' });
  expect(x.events('trade', r)[0]?.price).toBe(price);
}

describe('trailing stop: placing', () => {
  it('without an activation price it is active at once: the trigger is the callback below the price', () => {
    const x = withPosition('long');
    const r = x.order(1, SELL_1PCT);
    expect(x.code(r)).toBe(0);
    const [view] = x.orderEvents(r);
    expect(view).toMatchObject({
      type: 4,
      orderStatus: OrderStatus.NotReported,
      triggerBy: 'mark',
      triggerAbove: false,
      // 200 000 × (1 − 1 %)
      triggerPrice: 198_000,
      trailing: { callbackBp: 100, activationPrice: 0, extreme: MARK },
    });
  });

  it('with an activation price it waits without a trigger price', () => {
    const x = withPosition('long');
    const r = x.order(1, { ...SELL_1PCT, activationPrice: MARK + 1_000 });
    expect(x.orderEvents(r)[0]).toMatchObject({
      triggerPrice: 0,
      trailing: { callbackBp: 100, activationPrice: MARK + 1_000, extreme: 0 },
    });
  });

  it('refuses a callback rate off 0.1 %–5 % or off its 0.1 % step, and other order types', () => {
    const x = withPosition('long');
    for (const callbackBp of [0, 5, 15, 99, 505, 510, 1000, 1.5, -10])
      expect(x.code(x.order(1, { ...SELL_1PCT, callbackBp })), `${callbackBp} bp`).toBe(
        ErrorCode.Failure,
      );
    for (const callbackBp of [10, 500])
      expect(x.code(x.order(1, { ...SELL_1PCT, callbackBp }))).toBe(0);
    // Only a conditional market order trails; it has no trigger price or preset TP/SL of its own.
    expect(x.code(x.order(1, { ...SELL_1PCT, type: 2, price: MARK }))).toBe(ErrorCode.Failure);
    expect(x.code(x.order(1, { ...SELL_1PCT, type: 3 }))).toBe(ErrorCode.Failure);
    expect(x.code(x.order(1, { ...SELL_1PCT, triggerPrice: MARK - 100 }))).toBe(ErrorCode.Failure);
    expect(
      x.code(
        x.order(1, { ...SELL_1PCT, reduceOnly: false, qty: 1, sl: { triggerPrice: MARK + 5_000 } }),
      ),
    ).toBe(ErrorCode.Failure);
  });

  it('refuses an activation price the watched price has already reached (1051)', () => {
    const x = withPosition('long');
    // A sell activates on the way up: at or below the mark it is on the wrong side.
    for (const activationPrice of [MARK, MARK - 1, 0, -5])
      expect(x.code(x.order(1, { ...SELL_1PCT, activationPrice }))).toBe(
        ErrorCode.UnreasonableTrigger,
      );
    // A buy activates on the way down.
    const buy: Trailing = { ...SELL_1PCT, side: 'buy', reduceOnly: false, qty: 1 };
    for (const activationPrice of [MARK, MARK + 1])
      expect(x.code(x.order(1, { ...buy, activationPrice }))).toBe(ErrorCode.UnreasonableTrigger);
    expect(x.code(x.order(1, { ...buy, activationPrice: MARK - 1 }))).toBe(0);
    // Nothing was placed by the refusals.
    expect([...x.engine.state.orders.values()].filter((o) => o.userId === 1)).toHaveLength(1);
  });

  it('by the last price, refuses until a trade has set one (1050)', () => {
    const x = fundedMarket(MARK);
    expect(x.code(x.order(1, { ...SELL_1PCT, reduceOnly: false, qty: 1, triggerBy: 'last' }))).toBe(
      ErrorCode.TriggerNotReady,
    );
  });
});

describe('trailing stop: the trail', () => {
  it('a sell follows the highest mark and fires exactly 1 % below it, not a tick before', () => {
    const x = withPosition('long');
    const id = x.orderId(x.order(1, SELL_1PCT));
    // Up: the trail follows and the order says so (3016).
    let r = x.prices(201_000);
    expect(x.orderEvents(r)).toMatchObject([{ orderId: id, triggerPrice: 198_990 }]);
    expect(open(x, id)?.trailing?.extreme).toBe(201_000);
    // Down, but not 1 % below the highest: nothing moves, nothing is said.
    r = x.prices(200_000);
    expect(x.orderEvents(r)).toEqual([]);
    expect(open(x, id)).toMatchObject({ triggerPrice: 198_990, trailing: { extreme: 201_000 } });
    r = x.prices(198_991);
    expect(open(x, id)?.status).toBe(OrderStatus.NotReported);
    expect(x.size(1)).toBe(10);
    // 201 000 × 0.99 = 198 990: fires, sells at market into user 3's bid, the long is closed.
    r = x.prices(198_990);
    expect(open(x, id)).toBeUndefined();
    const fired = x.orderEvents(r).filter((o) => o.orderId === id);
    expect(fired.at(-1)).toMatchObject({
      orderStatus: OrderStatus.Filled,
      filledQty: 10,
      triggerPrice: 198_990,
      trailing: { extreme: 201_000 },
    });
    expect(x.size(1)).toBe(0);
    expect(x.events('trade', r)[0]).toMatchObject({ price: MARK - 9_000, takerSide: 'sell' });
  });

  it('a buy follows the lowest last price after its activation and fires 0.5 % above it', () => {
    const x = withPosition('short');
    x.fund(4, '100000');
    x.fund(5, '100000');
    trade(x, MARK);
    const id = x.orderId(
      x.order(1, {
        type: 4,
        side: 'buy',
        qty: 10,
        reduceOnly: true,
        triggerBy: 'last',
        callbackBp: 50,
        activationPrice: 198_000,
      }),
    );
    expect(id).toBeGreaterThan(0);
    trade(x, 199_000);
    expect(open(x, id)).toMatchObject({ triggerPrice: 0, trailing: { extreme: 0 } });
    // Reaching the activation price starts the trail there.
    trade(x, 198_000);
    // ceil(198 000 × 1.005) = 198 990
    expect(open(x, id)).toMatchObject({ triggerPrice: 198_990, trailing: { extreme: 198_000 } });
    trade(x, 197_001);
    // ceil(197 001 × 1.005) = 197 986.005 → 197 987
    expect(open(x, id)).toMatchObject({ triggerPrice: 197_987, trailing: { extreme: 197_001 } });
    trade(x, 197_986);
    expect(open(x, id)?.status).toBe(OrderStatus.NotReported);
    expect(x.size(1)).toBe(-10);
    trade(x, 197_987);
    expect(open(x, id)).toBeUndefined();
    expect(x.size(1)).toBe(0);
  });

  it('a sell with an activation price starts from the price that passed it', () => {
    const x = withPosition('long');
    const id = x.orderId(x.order(1, { ...SELL_1PCT, activationPrice: 202_000 }));
    x.prices(201_999);
    expect(open(x, id)?.triggerPrice).toBe(0);
    // A jump past the activation price: the trail starts at the price seen, not the activation.
    const r = x.prices(203_000);
    expect(x.orderEvents(r)).toMatchObject([
      { orderId: id, triggerPrice: 200_970, trailing: { extreme: 203_000 } },
    ]);
    // Back down below the activation price but not 1 % below the high: still waiting.
    x.prices(201_000);
    expect(open(x, id)?.status).toBe(OrderStatus.NotReported);
    x.prices(200_970);
    expect(x.size(1)).toBe(0);
  });

  it('a trail that is not active yet never fires, however far the price moves the other way', () => {
    const x = withPosition('long');
    const id = x.orderId(x.order(1, { ...SELL_1PCT, activationPrice: 205_000 }));
    x.prices(190_000);
    expect(open(x, id)).toMatchObject({ status: OrderStatus.NotReported, triggerPrice: 0 });
    expect(x.size(1)).toBe(10);
  });

  it('the user can cancel it', () => {
    const x = withPosition('long');
    const id = x.orderId(x.order(1, SELL_1PCT));
    x.apply({ kind: 'cancelOrder', ts: ++x.ts, userId: 1, orderId: id });
    expect(open(x, id)).toBeUndefined();
    expect(x.orderEvents()).toMatchObject([{ orderId: id, orderStatus: OrderStatus.Cancelled }]);
  });

  it('a reduce-only one is cancelled by the system once its position is closed', () => {
    const x = withPosition('long');
    const id = x.orderId(x.order(1, SELL_1PCT));
    const r = x.order(1, { type: 3, side: 'sell', qty: 10 });
    expect(x.size(1)).toBe(0);
    expect(open(x, id)).toBeUndefined();
    expect(x.orderEvents(r).find((o) => o.orderId === id)?.orderStatus).toBe(
      OrderStatus.SystemCancelled,
    );
  });
});

describe('trailing stop: restarts', () => {
  /** The commands of a trail: a long, the stop, the mark up and down, then the fall that fires it. */
  function script(): { before: Command[]; after: Command[] } {
    let ts = 1_700_000_000_000;
    const cmd = (c: WithoutTs<Command>): Command => ({ ...c, ts: ++ts }) as Command;
    const prices = (mark: number) =>
      cmd({ kind: 'setPrices', contractId: 1, indexPrice: mark, markPrice: mark });
    const order = (userId: number, o: Trailing) =>
      cmd({ kind: 'placeOrder', userId, accountType: 1, contractId: 1, ...o });
    const before: Command[] = [prices(MARK)];
    for (const userId of [1, 2, 3]) {
      before.push(cmd({ kind: 'deposit', userId, amount: usdt('100000') }));
      before.push(cmd({ kind: 'transfer', userId, from: 'spot', to: 1, amount: usdt('100000') }));
    }
    before.push(
      order(2, { type: 1, side: 'sell', qty: 10, price: MARK }),
      order(1, { type: 3, side: 'buy', qty: 10 }),
      order(3, { type: 1, side: 'buy', qty: 50, price: MARK - 9_000 }),
      order(1, { ...SELL_1PCT, callbackBp: 200, activationPrice: 201_000 }),
      prices(200_500),
      prices(202_000),
      prices(204_000),
      prices(201_000),
    );
    // Highest 204 000 × 0.98 = 199 920: a tick above it holds, at it the stop fires.
    const after = [prices(203_000), prices(199_921), prices(199_920), prices(199_000)];
    return { before, after };
  }

  /** Applies commands one by one and notes after which one user 1's position closed. */
  function run(apply: (c: Command) => unknown, state: () => Engine['state'], commands: Command[]) {
    const sizes: number[] = [];
    for (const c of commands) {
      apply(c);
      const a = state().accounts.get(101);
      sizes.push(a === undefined ? 0 : (state().findPosition(a, 1, 0)?.size ?? 0));
    }
    return sizes;
  }

  const trailOf = (engine: Engine): OrderView['trailing'] & { triggerPrice: number } => {
    const o = [...engine.state.orders.values()].find((order) => order.trailing !== undefined);
    if (o?.trailing === undefined) throw new Error('no trailing stop');
    return { ...o.trailing, triggerPrice: o.triggerPrice };
  };

  function reference() {
    const { before, after } = script();
    const engine = new Engine(testContracts());
    for (const c of before) engine.apply(c);
    const trail = trailOf(engine);
    const sizes = run(
      (c) => engine.apply(c),
      () => engine.state,
      after,
    );
    return { trail, sizes, hash: stateHash(engine.state) };
  }

  it('the reference run: activated at 202 000, highest 204 000, fires at 199 920', () => {
    const { trail, sizes } = reference();
    expect(trail).toEqual({
      callbackBp: 200,
      activationPrice: 201_000,
      extreme: 204_000,
      triggerPrice: 199_920,
    });
    expect(sizes).toEqual([10, 10, 0, 0]);
  });

  it('recovered from the journal after a crash (reopened without closing), the trail and the trigger are the same', async () => {
    const expected = reference();
    const { before, after } = script();
    const dir = mkdtempSync(join(tmpdir(), 'engine-trailing-'));
    try {
      const first = await DurableEngine.open(dir, testContracts());
      for (const c of before) await first.submit(c);
      // Killed here: nothing closed, nothing flushed beyond what each submit made durable.
      const second = await DurableEngine.open(dir, testContracts());
      expect(second.recovery).toMatchObject({ snapshotSeq: 0, replayed: before.length });
      expect(trailOf(second.engine)).toEqual(expected.trail);
      const sizes = run(
        (c) => second.apply(c),
        () => second.engine.state,
        after,
      );
      expect(sizes).toEqual(expected.sizes);
      expect(stateHash(second.engine.state)).toBe(expected.hash);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('recovered from a snapshot taken mid-trail plus the journal after it, the same', async () => {
    const expected = reference();
    const { before, after } = script();
    const dir = mkdtempSync(join(tmpdir(), 'engine-trailing-'));
    try {
      const first = await DurableEngine.open(dir, testContracts());
      // The snapshot holds the trail after 202 000; 204 000 and 201 000 come from the journal.
      for (const c of before.slice(0, -2)) await first.submit(c);
      await first.snapshot();
      for (const c of before.slice(-2)) await first.submit(c);
      const second = await DurableEngine.open(dir, testContracts());
      expect(second.recovery).toMatchObject({ snapshotSeq: before.length - 2, replayed: 2 });
      expect(trailOf(second.engine)).toEqual(expected.trail);
      expect(
        run(
          (c) => second.apply(c),
          () => second.engine.state,
          after,
        ),
      ).toEqual(expected.sizes);
      expect(stateHash(second.engine.state)).toBe(expected.hash);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('restored from a snapshot file’s text, the trail fires at the same price', () => {
    const expected = reference();
    const { before, after } = script();
    const engine = new Engine(testContracts());
    for (const c of before) engine.apply(c);
    const restored = restartFromSnapshot(engine);
    expect(trailOf(restored)).toEqual(expected.trail);
    expect(
      run(
        (c) => restored.apply(c),
        () => restored.state,
        after,
      ),
    ).toEqual(expected.sizes);
    expect(stateHash(restored.state)).toBe(expected.hash);
  });
});

describe('trailing stop: the random workloads', () => {
  const SEED = 77;
  const COUNT = 3_000;
  const configs = testContracts();
  const stream = generateCommands(configs, SEED, COUNT, {
    users: 20,
    startMarks: DEFAULT_MARKS,
    trailingStops: true,
  });

  /** Trailing stops that fired (order id, the trigger price they fired at), in order. */
  function fired(engine: Engine, commands: readonly Command[]): string[] {
    const out: string[] = [];
    for (const cmd of commands)
      for (const e of engine.apply(cmd).events)
        if (e.type === 'order' && e.order.trailing !== undefined && e.order.filledQty > 0)
          out.push(`${e.order.orderId}@${e.order.triggerPrice}`);
    return out;
  }

  /** The trails of the waiting trailing stops: id, extreme and trigger price. */
  const trails = (engine: Engine) =>
    [...engine.state.orders.values()].flatMap((o) =>
      o.trailing === undefined ? [] : [[o.id, o.trailing.extreme, o.triggerPrice]],
    );

  it('the stream places trailing stops that activate, move and fire, and every invariant holds', () => {
    const engine = new Engine(configs);
    const seen = { placed: 0, moved: 0, fired: 0 };
    for (const cmd of stream) {
      const r = engine.apply(cmd);
      checkInvariants(engine.state, cmd, r, { conservation: true });
      if (cmd.kind === 'placeOrder' && cmd.callbackBp !== undefined && r.ok) seen.placed++;
      for (const e of r.events) {
        if (e.type !== 'order' || e.order.trailing === undefined) continue;
        if (e.order.orderStatus === OrderStatus.NotReported && cmd.kind !== 'placeOrder')
          seen.moved++;
        if (e.order.filledQty > 0 && e.order.orderStatus === OrderStatus.Filled) seen.fired++;
      }
    }
    expect(seen.placed).toBeGreaterThan(10);
    expect(seen.moved).toBeGreaterThan(10);
    expect(seen.fired).toBeGreaterThan(0);
  });

  it('killed with SIGKILL in the middle of trails, the recovered engine holds the same trails and fires the same stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-trailing-crash-'));
    try {
      const run = await runCrashChild(dir, SEED, COUNT, 1_400);
      expect(run.signal).toBe('SIGKILL');
      const recovered = await DurableEngine.open(dir, configs);
      const seq = recovered.recovery.lastSeq;
      expect(seq).toBeGreaterThanOrEqual(run.maxAck);
      const clean = new Engine(configs);
      fired(clean, stream.slice(0, seq));
      const waiting = trails(clean);
      // Some trails are under way at the moment of the kill.
      expect(waiting.filter(([, extreme]) => (extreme ?? 0) > 0).length).toBeGreaterThan(0);
      expect(trails(recovered.engine)).toEqual(waiting);
      expect(stateHash(recovered.engine.state)).toBe(stateHash(clean.state));
      // From here on both fire the same stops at the same prices.
      const rest = stream.slice(seq);
      const afterCrash = fired(recovered.engine, rest);
      expect(afterCrash).toEqual(fired(clean, rest));
      expect(afterCrash.length).toBeGreaterThan(0);
      expect(stateHash(recovered.engine.state)).toBe(stateHash(clean.state));
      await recovered.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Runs testing/crash-child.ts on a stream with trailing stops and SIGKILLs it after `acks` acks. */
function runCrashChild(
  dir: string,
  seed: number,
  count: number,
  acks: number,
): Promise<{ maxAck: number; signal: NodeJS.Signals | null }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [...crashChildArguments(), dir, String(seed), String(count), '700', 'trailing'],
      { cwd: resolve(__dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let maxAck = 0;
    let seen = 0;
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('ack ')) continue;
        maxAck = Math.max(maxAck, Number(line.slice(4)));
        if (++seen >= acks && child.exitCode === null && !child.killed) child.kill('SIGKILL');
      }
    });
    child.on('error', fail);
    child.on('close', (code, signal) => {
      if (signal === null && code !== 0) fail(new Error(`child failed (${code}): ${stderr}`));
      else done({ maxAck, signal });
    });
  });
}
