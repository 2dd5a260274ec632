import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * A trader's futures preferences and favourite contracts (`configs/private`). Leverage, margin
 * and position mode are not here: they are engine state (journal), read from the engine.
 */
export const tradingPreferences = pgTable('trading_preferences', {
  userId: integer('user_id').primaryKey(),
  /** Contract ids, in the order the user added them. */
  favorites: jsonb('favorites').$type<number[]>().notNull().default([]),
  /** The validated preferences object (see services/trading/preferences.ts). */
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
