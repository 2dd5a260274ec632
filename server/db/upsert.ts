import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

/** `set` for an upsert: every column but the keys, taken from the proposed row (`excluded`). */
export function excludedColumns(table: PgTable, keys: readonly Column[]): Record<string, SQL> {
  const out: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(column)) out[property] = sql.raw(`excluded."${column.name}"`);
  }
  return out;
}

/**
 * One statement that upserts many rows as columns: `INSERT … SELECT * FROM unnest($1::type[], …)
 * ON CONFLICT (keys) DO UPDATE SET every other column WHERE excluded.<newer> > table.<newer>`.
 * Drizzle's multi-row `values(...)` builds one placeholder per cell, which for 1 000 rows of an
 * order took 50–130 ms of the event loop (bench:orders-http); this builds a handful of arrays.
 * Every column of the table is written (missing properties as null), so it suits tables whose
 * insert rows carry every column.
 */
export function columnarUpsert(
  table: PgTable,
  keys: readonly Column[],
  newer: Column,
  rows: readonly Record<string, unknown>[],
): { text: string; params: unknown[] } {
  const columns = Object.entries(getTableColumns(table));
  const name = getTableConfig(table).name;
  const quoted = (column: Column) => `"${column.name}"`;
  const params = columns.map(([property]) =>
    rows.map((row) => {
      const value = row[property];
      if (value === undefined) return null;
      return typeof value === 'bigint' ? value.toString() : value;
    }),
  );
  const casts = columns.map(([, column], i) => `$${i + 1}::${column.getSQLType()}[]`);
  const updates = columns
    .filter(([, column]) => !keys.includes(column))
    .map(([, column]) => `${quoted(column)} = excluded.${quoted(column)}`);
  const text =
    `insert into "${name}" (${columns.map(([, c]) => quoted(c)).join(', ')}) ` +
    `select * from unnest(${casts.join(', ')}) ` +
    `on conflict (${keys.map(quoted).join(', ')}) do update set ${updates.join(', ')} ` +
    `where excluded.${quoted(newer)} > "${name}".${quoted(newer)}`;
  return { text, params };
}
