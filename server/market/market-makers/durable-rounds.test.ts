import { Engine, type Command } from '../../engine';
import { testContracts } from '../../engine/testing/fixtures';
import type { IndexQuote } from '../index-source';
import { SeededRandom } from '../random';
import { ensureFunded, ensureLeverage, makerUserId, takerUserId } from './accounts';
import type { TradingHost } from './durable-rounds';
import { Maker } from './maker';
import { Taker } from './taker';

const configs = testContracts();
const btc = configs.find((c) => c.contractId === 1) ?? configs[0];
const START = 500_000; // 50 000.0

function contract() {
  if (!btc) throw new Error('no BTC fixture');
  return btc;
}

/**
 * An engine host whose journal is slow: commands apply at once, but `durable` resolves only when
 * the test releases it, as a lagging fdatasync would.
 */
function heldHost() {
  const engine = new Engine(configs);
  let held: (() => void)[] = [];
  const submitted: Command[] = [];
  const host = {
    get state() {
      return engine.state;
    },
    submit(command: Command) {
      submitted.push(command);
      const result = engine.apply(command);
      const durable = new Promise<void>((resolve) => held.push(resolve));
      return { result, durable };
    },
  } satisfies TradingHost;
  return {
    host,
    submitted,
    /** The journal catches up: every command so far is durable. */
    async release() {
      const now = held;
      held = [];
      for (const resolve of now) resolve();
      await Promise.resolve();
    },
  };
}

function market() {
  const h = heldHost();
  let ticks = START;
  const index = {
    latest: (contractId: number): IndexQuote => ({
      contractId,
      ticks,
      price: String(ticks / 10),
      time: 0,
    }),
  };
  const move = (by: number) => {
    ticks += by;
    h.host.submit({ kind: 'setPrices', ts: 2, contractId: 1, indexPrice: ticks, markPrice: ticks });
  };
  h.host.submit({ kind: 'setPrices', ts: 1, contractId: 1, indexPrice: ticks, markPrice: ticks });
  for (const userId of [makerUserId(1), takerUserId(1)]) {
    ensureFunded(h.host, userId, '50000000', 1);
    ensureLeverage(h.host, userId, 1, 2, 1);
  }
  const maker = new Maker({
    host: h.host,
    index,
    config: contract(),
    annualVolatility: 0.6,
    random: new SeededRandom(1, 1, 1),
    now: () => 3,
  });
  const taker = new Taker({
    host: h.host,
    index,
    contractId: 1,
    random: new SeededRandom(1, 1, 2),
    now: () => 4,
    levelLots: (t) => maker.baseLots(t),
  });
  return { ...h, maker, taker, move };
}

const byMaker = (commands: Command[]) =>
  commands.filter((c) => 'userId' in c && c.userId === makerUserId(1)).length;

describe('market makers when the journal lags', () => {
  it('skip a requote while the previous requote is not on disk, and resume once it is', async () => {
    const { maker, submitted, release, move } = market();
    await release();
    const before = byMaker(submitted);
    maker.requote();
    const firstRound = byMaker(submitted) - before;
    expect(firstRound).toBe(24);
    expect(maker.rounds.pending).toBe(24);

    // The index moves far enough to re-price the ladder, but the first round is still in flight.
    move(2_000);
    maker.requote();
    maker.requote();
    expect(byMaker(submitted) - before).toBe(firstRound);
    expect(maker.rounds.skipped).toBe(2);

    await release();
    expect(maker.rounds.pending).toBe(0);
    maker.requote();
    expect(byMaker(submitted) - before).toBeGreaterThan(firstRound);
  });

  it('holds the taker back while its previous order is not on disk', async () => {
    const { maker, taker, submitted, release } = market();
    maker.requote();
    await release();
    const orders = () =>
      submitted.filter((c) => c.kind === 'placeOrder' && c.userId === takerUserId(1)).length;
    taker.trade();
    expect(orders()).toBe(1);
    taker.trade();
    taker.trade();
    expect(orders()).toBe(1);
    expect(taker.rounds.skipped).toBe(2);
    await release();
    taker.trade();
    expect(orders()).toBe(2);
  });

  it('bounds the commands in flight under a stalled journal', () => {
    const { maker, taker, move } = market();
    for (let i = 0; i < 50; i++) {
      move(i % 2 === 0 ? 300 : -300);
      maker.requote();
      taker.trade();
    }
    // One round each: a ladder of 24 orders and one taker order, however long the stall.
    expect(maker.rounds.pending).toBeLessThanOrEqual(24);
    expect(taker.rounds.pending).toBe(1);
    expect(maker.rounds.skipped).toBe(49);
    expect(taker.rounds.skipped).toBe(49);
  });
});
