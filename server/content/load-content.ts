import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { notInArray } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Db } from '../db/database';
import { carouselBanners, countries, notices } from '../db/schema';
import { excludedColumns } from '../db/upsert';
import { buildCountryRows, countriesFile } from './country-list';
import { REPO_ROOT } from '../repo-root';

/**
 * Banners, notices and countries live as JSON files in the repository (reviewed like code) and
 * are loaded into SQL at every start: rows are upserted and rows no longer in the files removed.
 * The countries file holds only what no package knows (country-list.ts builds the list).
 */

const DATA_DIR = path.join(REPO_ROOT, 'server', 'content', 'data');

const text = z.string().trim().min(1);
const localized = z.object({ en: text, ko: text, ja: text, 'zh-hant': text }).strict();
const appPath = z.string().regex(/^\/[\w\-/.]*$/, 'must be a same-origin path');
const isoTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const carouselFile = z.array(
  z.object({
    id: z.number().int().positive(),
    sort: z.number().int(),
    title: localized,
    subtitle: localized,
    imageUrl: appPath,
    linkUrl: appPath,
    startsAt: isoTime,
    endsAt: isoTime.nullable(),
  }),
);

export const noticesFile = z.array(
  z.object({
    id: z.number().int().positive(),
    category: z.enum(['listing', 'maintenance', 'futures', 'security', 'activity', 'announcement']),
    pinned: z.boolean(),
    publishedAt: isoTime,
    linkUrl: appPath.nullable(),
    title: localized,
    summary: localized,
    /** The notice page's text: paragraphs separated by a blank line. */
    body: localized,
  }),
);

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const raw: unknown = JSON.parse(await readFile(path.join(DATA_DIR, file), 'utf8'));
  const result = schema.safeParse(raw);
  if (!result.success)
    throw new Error(`content file ${file} is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

function uniqueIds<T>(rows: readonly T[], id: (row: T) => string | number, file: string): void {
  const ids = rows.map(id);
  if (new Set(ids).size !== ids.length) throw new Error(`content file ${file} repeats an id`);
}

/** The countries as public/country/list serves them, in code order. */
export function readCountries() {
  return readJson('countries.json', countriesFile).then(buildCountryRows);
}

export interface ContentCounts {
  banners: number;
  notices: number;
  countries: number;
}

export async function loadContent(database: Database): Promise<ContentCounts> {
  const [bannerRows, noticeRows, countryRows] = await Promise.all([
    readJson('carousel.json', carouselFile),
    readJson('notices.json', noticesFile),
    readCountries(),
  ]);
  uniqueIds(bannerRows, (r) => r.id, 'carousel.json');
  uniqueIds(noticeRows, (r) => r.id, 'notices.json');
  uniqueIds(countryRows, (r) => r.code, 'countries.json');
  const now = new Date();
  await database.db.transaction(async (tx) => {
    await replaceRows(
      tx,
      carouselBanners,
      carouselBanners.id,
      bannerRows.map((row) => ({ ...row, updatedAt: now })),
      (r) => r.id,
    );
    await replaceRows(
      tx,
      notices,
      notices.id,
      noticeRows.map((row) => ({ ...row, updatedAt: now })),
      (r) => r.id,
    );
    await replaceRows(
      tx,
      countries,
      countries.code,
      countryRows.map((row, index) => ({ ...row, sort: index + 1 })),
      (r) => r.code,
    );
  });
  return { banners: bannerRows.length, notices: noticeRows.length, countries: countryRows.length };
}

/**
 * Makes `table` hold exactly `rows`: each row is upserted on `key` (every other column taken from
 * the file) and rows whose key is not in the file are deleted.
 */
async function replaceRows<T extends PgTable, R extends PgInsertValue<T>>(
  tx: Db,
  table: T,
  key: PgColumn,
  rows: R[],
  keyOf: (row: R) => string | number,
): Promise<void> {
  const set = excludedColumns(table, [key]) as PgUpdateSetSource<T>;
  await tx.insert(table).values(rows).onConflictDoUpdate({ target: key, set });
  await tx.delete(table).where(notInArray(key, rows.map(keyOf)));
}
