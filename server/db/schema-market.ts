import {
  bigint,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  numeric,
} from 'drizzle-orm/pg-core';

/** Which book a candle belongs to: a perpetual contract (by contractId) or a spot symbol (by instrumentId). */
export const candleMarket = pgEnum('candle_market', ['future', 'spot']);

/**
 * Where a candle's numbers came from, so nobody mistakes simulated history for real trading:
 * `simulated` = backfilled from the seeded simulator, `index` = live index-derived,
 * `trades` = built from real fills of the engine.
 */
export const candleSource = pgEnum('candle_source', ['simulated', 'index', 'trades']);

export const candles = pgTable(
  'candles',
  {
    market: candleMarket('market').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    /** Candle length in milliseconds (60000 for 1m … 604800000 for 1w). */
    periodMs: integer('period_ms').notNull(),
    /** Open time, epoch milliseconds UTC, aligned to the period. */
    openTime: bigint('open_time', { mode: 'number' }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    /** Traded quantity in the base asset. */
    volume: numeric('volume').notNull(),
    source: candleSource('source').notNull(),
    /**
     * Trade candles only: time of the newest trade merged in and how many trades of that
     * millisecond are in, so a restart can merge exactly the journal's trades the row is missing.
     */
    lastTradeTime: bigint('last_trade_time', { mode: 'number' }),
    tradesAtLastTime: integer('trades_at_last_time'),
  },
  (t) => [primaryKey({ columns: [t.market, t.instrumentId, t.periodMs, t.openTime] })],
);

/** Small key/value facts about this data folder, e.g. the candle backfill marker. */
export const serverMeta = pgTable('server_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
