import type { WirePrivateConfigs } from '../../../lib/contract/wire/trading';
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
import { QUANTITY_UNITS } from '../../../lib/contract/wire/orders';
import { indicatorSettingsSchema } from '../../../lib/contract/chart-indicators-schema';
import { findContractByCode } from '../../../lib/contract/reference-data';

/** At most this many favourite contracts (more than the contract list, so never a real limit). */
/** How many contracts one user's favourites hold (the spec's "maximum N selections"). */
export const MAX_FAVORITES = 100;

/** How many drawings one contract keeps on a user's chart. */
export const MAX_CHART_DRAWINGS = 50;

const chartDrawingPoint = z.strictObject({
  /** A bar's open time, UTC seconds (up to 2100). */
  time: z.number().int().min(0).max(4_102_444_800),
  price: z.string().regex(/^\d{1,20}(\.\d{1,20})?$/),
});

const chartDrawing = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
    kind: z.enum(['horizontal', 'trend', 'ray', 'rectangle', 'fibonacci']),
    points: z.array(chartDrawingPoint).min(1).max(2),
  })
  .refine((d) => d.points.length === (d.kind === 'horizontal' ? 1 : 2), {
    message: 'a horizontal line has one point, the other drawings two',
  });

/**
 * The price chart's drawings by contract code: only listed contracts, at most 50 each, every
 * field bounded (a contract's drawings stay under ~8 KB).
 */
const chartDrawings = z.record(
  z
    .string()
    .regex(/^[A-Z0-9]{2,30}$/)
    .refine((code) => findContractByCode(code) !== undefined, { message: 'unknown contract' }),
  z.array(chartDrawing).max(MAX_CHART_DRAWINGS),
);

export const preferencesSchema = z.object({
  /** Ask before an order is sent. */
  confirmOrders: z.boolean(),
  /** "Do not show again" flags, by notice name. */
  dismissedNotices: z
    .record(z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/), z.boolean())
    .refine((flags) => Object.keys(flags).length <= 50, { message: 'at most 50 notices' }),
  /** Which colour means up: green (most of the world) or red (Korea, Japan, Greater China). */
  colorConvention: z.enum(['greenUp', 'redUp']),
  /** The unit order quantities are entered in. */
  quantityUnit: z.enum(QUANTITY_UNITS),
  /** The price chart's indicators: which are on, their parameters and colours (unsaved: defaults). */
  chartIndicators: z.optional(indicatorSettingsSchema),
  /** The price chart's drawings per contract (unsaved: none). */
  chartDrawings: z.optional(chartDrawings),
});
export type Preferences = z.output<typeof preferencesSchema>;

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
) {
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

export async function deleteFavorite(database: Database, userId: number, contractId: number) {
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
