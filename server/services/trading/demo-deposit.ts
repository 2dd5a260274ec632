import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { USDT_CURRENCY_ID, type WireInstantDemoDeposit } from '../../../lib/contract/wire/wallet';
import { wireInstantDemoDepositInputSchema } from '../../../lib/contract/wire/wallet-schemas';
import type { Database } from '../../db/database';
import { demoDepositDays, deposits } from '../../db/schema';
import { formatUsdt, usdt } from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { positiveUsdt } from '../wallet/wallet-common';
import { applyCommand } from './engine-command';
import { requireEngine } from './trading-error';

/** What one user may credit themselves per UTC day. */
export const DEMO_DEPOSIT_DAILY_LIMIT = usdt('100000');

/**
 * asset/demo/deposit: the contract's body (wireInstantDemoDepositInputSchema); the server adds
 * the amount in minor units, refused at 0 and above the day's limit.
 */
export const demoDepositInput = z.extend(wireInstantDemoDepositInputSchema, {
  amount: z.pipe(
    positiveUsdt(wireInstantDemoDepositInputSchema.shape.amount),
    z
      .bigint()
      .check(
        z.maximum(
          DEMO_DEPOSIT_DAILY_LIMIT,
          `at most ${formatUsdt(DEMO_DEPOSIT_DAILY_LIMIT)} a day`,
        ),
      ),
  ),
});

/** The contract's answer, or the day's limit reached (the route answers it as a refusal). */
export type DemoDepositResult =
  WireInstantDemoDeposit | { ok: false; reason: 'dailyLimit'; remainingToday: string };

export interface DemoDepositDeps {
  database: Database;
  host: EngineHost | undefined;
  now: () => number;
}

/**
 * Credits test USDT to a user's spot wallet. The day's total is reserved in SQL first, in one
 * conditional upsert, so concurrent requests and several processes cannot pass the limit
 * together; the engine deposit is then applied and awaited until it is on disk. A deposit the
 * engine refuses keeps its reservation: the limit errs towards less test money, never more. A
 * process without the engine reserves nothing (503; on an edge the route is forwarded to the
 * engine process before this runs).
 */
export async function demoDeposit(
  deps: DemoDepositDeps,
  userId: number,
  input: z.output<typeof demoDepositInput>,
): Promise<DemoDepositResult> {
  // A process without the engine reserves nothing: the day's limit is not spent on a 503.
  requireEngine(deps.host);
  const { amount } = input;
  const reserved = await reserveDemoAmount(deps, userId, amount);
  if (!reserved.ok)
    return { ok: false, reason: 'dailyLimit', remainingToday: formatUsdt(reserved.remaining) };
  const total = reserved.total;
  // Recorded as a deposit (network DEMO) so the deposit list and the asset history show it, and
  // credited like any deposit: with the row's reference, finished by the wallet's sweep after a crash.
  const now = deps.now();
  const [row] = await deps.database.db
    .insert(deposits)
    .values({
      userId,
      currencyId: USDT_CURRENCY_ID,
      network: 'DEMO',
      address: '',
      txId: `demo-${randomUUID()}`,
      amount,
      confirmations: 0,
      requiredConfirmations: 0,
      status: 'crediting',
      source: 'demo-instant',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: deposits.id });
  if (!row) throw new Error('the demo deposit was not recorded');
  await applyCommand(deps.host, {
    kind: 'deposit',
    ts: now,
    userId,
    amount,
    ref: `deposit:${row.id}`,
  });
  await deps.database.db
    .update(deposits)
    .set({ status: 'credited', creditedAt: deps.now(), updatedAt: deps.now() })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, 'crediting')));
  return {
    ok: true,
    currencyId: USDT_CURRENCY_ID,
    amount: formatUsdt(amount),
    balance: formatUsdt(deps.host?.state.spot.get(userId) ?? 0n),
    remainingToday: formatUsdt(remaining(total)),
  };
}

/**
 * Reserves `amount` of the user's demo money for today (UTC) in one conditional upsert, so
 * concurrent calls and several processes cannot pass the daily limit together. Shared by the
 * instant demo deposit and the simulated chain's test deposits (`asset/deposit/demo`).
 */
export async function reserveDemoAmount(
  deps: Pick<DemoDepositDeps, 'database' | 'now'>,
  userId: number,
  amount: bigint,
): Promise<{ ok: true; total: bigint } | { ok: false; remaining: bigint }> {
  const day = new Date(deps.now()).toISOString().slice(0, 10);
  const reserved = await deps.database.db
    .insert(demoDepositDays)
    .values({ userId, day, amount })
    .onConflictDoUpdate({
      target: [demoDepositDays.userId, demoDepositDays.day],
      set: { amount: sql`${demoDepositDays.amount} + excluded.amount` },
      setWhere: sql`${demoDepositDays.amount} + excluded.amount <= ${DEMO_DEPOSIT_DAILY_LIMIT}`,
    })
    .returning({ total: demoDepositDays.amount });
  const total = reserved[0]?.total;
  if (total !== undefined) return { ok: true, total };
  const [row] = await deps.database.db
    .select({ total: demoDepositDays.amount })
    .from(demoDepositDays)
    .where(and(eq(demoDepositDays.userId, userId), eq(demoDepositDays.day, day)));
  return { ok: false, remaining: remaining(row?.total ?? 0n) };
}

function remaining(used: bigint): bigint {
  return used >= DEMO_DEPOSIT_DAILY_LIMIT ? 0n : DEMO_DEPOSIT_DAILY_LIMIT - used;
}
