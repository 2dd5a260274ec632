import type { WireFavoritesAnswer, WirePrivateConfigs } from '../../../lib/contract/wire/trading';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { tradingPreferences } from '../../db/schema';
import { userPositionConfigs, type AccountType } from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { requireEngine, TradingError } from './trading-error';
import { listedContract } from './account-service';
import { wireFavoriteInputSchema } from '../../../lib/contract/wire/trading-schemas';
import { ERROR_CODE } from '../../../lib/contract/wire/error-codes';
import type { Language } from '../../../lib/contract/wire/language';
import { errorWords } from '../../error-words';
import { drawingsByContractSchema } from '../../../lib/contract/chart-drawings-schema';
import type { WirePreferences } from '../../../lib/contract/wire/preferences';
import { wirePreferencesSchema } from '../../../lib/contract/wire/preferences-schemas';
import { findContractByCode } from '../../../lib/contract/reference-data';

/** How many contracts one user's favourites hold (the spec's "maximum N selections"). */
export const MAX_FAVORITES = 100;

/** The drawings' contract codes must be listed contracts (the contract's rules check the rest). */
const listedDrawingContracts = z.superRefine((drawings: Record<string, unknown>, ctx) => {
  for (const code of Object.keys(drawings))
    if (findContractByCode(code) === undefined)
      ctx.addIssue({ code: 'custom', message: 'unknown contract', path: [code], input: code });
});

/**
 * The preferences as saved: the contract's (lib/contract/wire/preferences-schemas), with the
 * drawings kept only for listed contracts.
 */
export const preferencesSchema = z.object({
  ...wirePreferencesSchema.shape,
  chartDrawings: z.optional(drawingsByContractSchema.check(listedDrawingContracts)),
});
export type Preferences = WirePreferences;

export const DEFAULT_PREFERENCES: Preferences = {
  confirmOrders: true,
  dismissedNotices: {},
  colorConvention: 'greenUp',
  quantityUnit: 'base',
};

/** `configs/preferences` takes any subset; the rest keeps its saved value. */
export const preferencesUpdate = preferencesSchema.partial().strict();

/** future/addFavorite and future/deleteFavorite (lib/contract/wire/trading-schemas), a listed contract. */
export const favoriteInput = wireFavoriteInputSchema.check(listedContract);

async function row(database: Database, userId: number) {
  const [found] = await database.db
    .select()
    .from(tradingPreferences)
    .where(eq(tradingPreferences.userId, userId))
    .limit(1);
  return found;
}

/**
 * Saved preferences over the defaults. A stored value that no longer validates (a setting whose
 * rules changed since) is dropped alone: the others, the colour convention say, are kept.
 */
function preferencesOf(stored: Record<string, unknown> | undefined): Preferences {
  const kept: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(preferencesSchema.shape)) {
    const parsed = stored && key in stored ? schema.safeParse(stored[key]) : undefined;
    if (parsed?.success && parsed.data !== undefined) kept[key] = parsed.data;
  }
  return { ...DEFAULT_PREFERENCES, ...kept };
}

/**
 * `configs/private`: favourites, position mode and per-contract configs of one account (the
 * futures account unless `accountType` names another), preferences.
 */
export async function privateConfigs(
  database: Database,
  host: EngineHost | undefined,
  userId: number,
  accountType: AccountType = 1,
): Promise<WirePrivateConfigs> {
  const h = requireEngine(host);
  const saved = await row(database, userId);
  const configs = userPositionConfigs(h.state, userId, accountType);
  return {
    favorites: saved?.favorites ?? [],
    positionMode: { hedge: configs[0]?.hedge ?? false },
    positionConfigs: configs.map(({ contractId, isolated, leverage }) => ({
      contractId,
      isolated,
      leverage,
    })),
    preferences: preferencesOf(saved?.preferences),
  };
}

export async function savePreferences(
  database: Database,
  userId: number,
  update: z.output<typeof preferencesUpdate>,
): Promise<Preferences> {
  const merged = { ...preferencesOf((await row(database, userId))?.preferences), ...update };
  await database.db
    .insert(tradingPreferences)
    .values({ userId, preferences: merged })
    .onConflictDoUpdate({
      target: tradingPreferences.userId,
      set: { preferences: merged, updatedAt: new Date() },
    });
  return merged;
}

/**
 * Adds a contract to the end of the favourites (once); one statement, so no lost update. A full
 * list stays as it is and the caller hears so (102900003 with `data.max`), not a silent success.
 */
export async function addFavorite(
  database: Database,
  userId: number,
  contractId: number,
  language: Language,
): Promise<WireFavoritesAnswer> {
  const id = sql`to_jsonb(${contractId}::int)`;
  await database.db
    .insert(tradingPreferences)
    .values({ userId, favorites: [contractId] })
    .onConflictDoUpdate({
      target: tradingPreferences.userId,
      set: {
        favorites: sql`case when ${tradingPreferences.favorites} @> jsonb_build_array(${id})
          or jsonb_array_length(${tradingPreferences.favorites}) >= ${MAX_FAVORITES}
          then ${tradingPreferences.favorites}
          else ${tradingPreferences.favorites} || jsonb_build_array(${id}) end`,
        updatedAt: new Date(),
      },
    });
  const favorites = (await row(database, userId))?.favorites ?? [];
  if (!favorites.includes(contractId) && favorites.length >= MAX_FAVORITES) {
    const code = ERROR_CODE.tooManySelections;
    const data = { max: MAX_FAVORITES };
    throw new TradingError(code, errorWords(code, language, data), data, language);
  }
  return { favorites };
}

export async function deleteFavorite(
  database: Database,
  userId: number,
  contractId: number,
): Promise<WireFavoritesAnswer> {
  await database.db
    .update(tradingPreferences)
    .set({
      favorites: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb)
        from jsonb_array_elements(${tradingPreferences.favorites}) e
        where e <> to_jsonb(${contractId}::int))`,
      updatedAt: new Date(),
    })
    .where(eq(tradingPreferences.userId, userId));
  return { favorites: (await row(database, userId))?.favorites ?? [] };
}
