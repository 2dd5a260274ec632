import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `set` for an upsert: every column but the keys, taken from the proposed row (`excluded`). */
export function excludedColumns(table: PgTable, keys: readonly Column[]): Record<string, SQL> {
  const out: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(column)) out[property] = sql.raw(`excluded."${column.name}"`);
  }
  return out;
}
