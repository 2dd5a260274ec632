import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Spot wallet bookkeeping that is not money itself (the engine journal holds the balances).
 * `demo_deposit_days`: how much test money each user credited per UTC day, so the demo deposit's
 * daily limit holds across restarts and processes.
 */
export const demoDepositDays = pgTable(
  'demo_deposit_days',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** USDT in the engine's minor units (1e-8). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
