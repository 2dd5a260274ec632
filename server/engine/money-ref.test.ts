import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Engine, MONEY_REF_TTL_MS } from './engine';
import { usdt } from './fixed';
import { DurableEngine } from './recovery';
import { stateHash } from './snapshot';
import { testContracts } from './testing/fixtures';
import { restartFromSnapshot } from './testing/harness';
import { ErrorCode, type Command } from './types';

const deposit = (ts: number, amount: string, ref?: string, userId = 7): Command => ({
  kind: 'deposit',
  ts,
  userId,
  amount: usdt(amount),
  ...(ref === undefined ? {} : { ref }),
});
const withdraw = (ts: number, amount: string, ref?: string, userId = 7): Command => ({
  kind: 'withdraw',
  ts,
  userId,
  amount: usdt(amount),
  ...(ref === undefined ? {} : { ref }),
});

describe('deposit and withdraw references', () => {
  it('a deposit reported again with its reference is credited once and answers the first result', () => {
    const engine = new Engine(testContracts());
    const first = engine.apply(deposit(1, '100', 'deposit:1'));
    expect(first.ok).toBe(true);
    expect(first).not.toHaveProperty('duplicate');
    const again = engine.apply(deposit(2, '100', 'deposit:1'));
    expect(again).toEqual({ ok: true, events: [], duplicate: true });
    expect(engine.state.spot.get(7)).toBe(usdt('100'));
    expect(engine.state.deposits).toBe(usdt('100'));
    // Without a reference every deposit counts.
    engine.apply(deposit(3, '1'));
    engine.apply(deposit(4, '1'));
    expect(engine.state.spot.get(7)).toBe(usdt('102'));
  });

  it('a withdrawal freeze is taken once; a refused one is refused again, not retried', () => {
    const engine = new Engine(testContracts());
    engine.apply(deposit(1, '50'));
    const refused = engine.apply(withdraw(2, '80', 'withdraw:9'));
    expect(refused).toMatchObject({ ok: false, code: ErrorCode.InsufficientBalance });
    engine.apply(deposit(3, '50'));
    // The reference answers its first result even though the balance would now allow it.
    expect(engine.apply(withdraw(4, '80', 'withdraw:9'))).toMatchObject({
      ok: false,
      code: ErrorCode.InsufficientBalance,
    });
    expect(engine.apply(withdraw(5, '80', 'withdraw:10')).ok).toBe(true);
    expect(engine.apply(withdraw(6, '80', 'withdraw:10'))).toMatchObject({
      ok: true,
      duplicate: true,
    });
    expect(engine.state.spot.get(7)).toBe(usdt('20'));
  });

  it('a reference reused by another user, kind or amount changes nothing and is refused', () => {
    const engine = new Engine(testContracts());
    engine.apply(deposit(1, '10', 'r1'));
    for (const cmd of [deposit(2, '10', 'r1', 8), deposit(2, '11', 'r1'), withdraw(2, '10', 'r1')])
      expect(engine.apply(cmd)).toMatchObject({ ok: false, code: ErrorCode.Failure });
    expect(engine.state.spot.get(7)).toBe(usdt('10'));
    expect(engine.state.spot.get(8)).toBeUndefined();
  });

  it('refuses malformed references', () => {
    const engine = new Engine(testContracts());
    for (const ref of ['', 'x'.repeat(65), 'a b', 'é'])
      expect(engine.apply(deposit(1, '1', ref))).toMatchObject({
        ok: false,
        code: ErrorCode.Failure,
      });
    expect(engine.state.spot.get(7)).toBeUndefined();
  });

  it('are kept in snapshots and forgotten after the TTL', () => {
    const engine = new Engine(testContracts());
    engine.apply(deposit(1_000, '5', 'deposit:5'));
    const restored = restartFromSnapshot(engine);
    expect(stateHash(restored.state)).toBe(stateHash(engine.state));
    expect(restored.apply(deposit(2_000, '5', 'deposit:5'))).toMatchObject({ duplicate: true });
    expect(restored.state.spot.get(7)).toBe(usdt('5'));
    restored.apply({ kind: 'tick', ts: 1_000 + MONEY_REF_TTL_MS + 1 });
    expect(restored.state.moneyRefs.size).toBe(0);
  });

  it('survive a restart: the journal replays them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-money-ref-'));
    try {
      const configs = testContracts();
      const first = await DurableEngine.open(dir, configs);
      await first.submit(deposit(1, '30', 'deposit:77'));
      await first.submit(withdraw(2, '10', 'withdraw:78'));
      await first.close();
      const second = await DurableEngine.open(dir, configs);
      expect(await second.submit(deposit(3, '30', 'deposit:77'))).toMatchObject({
        duplicate: true,
      });
      expect(await second.submit(withdraw(4, '10', 'withdraw:78'))).toMatchObject({
        duplicate: true,
      });
      expect(second.engine.state.spot.get(7)).toBe(usdt('20'));
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
