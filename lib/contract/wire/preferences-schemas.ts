import * as z from 'zod/mini';
import { drawingsByContractSchema } from '../chart-drawings-schema';
import { indicatorSettingsSchema } from '../chart-indicators-schema';
import { QUANTITY_UNITS } from './orders';
import { COLOR_CONVENTIONS, DISMISSED_NOTICE_PATTERN, MAX_DISMISSED_NOTICES } from './preferences';

/**
 * The preferences `configs/preferences` saves (./preferences.ts). These schemas carry the chart's
 * indicator and drawing rules, so they load with the first save, not with the trading screen: the
 * screen reads `configs/private` with the lighter answer of ./trading-schemas.ts, and the chart
 * checks its own parts when it draws them.
 */
export const wirePreferencesSchema = z.strictObject({
  /** Ask before an order is sent. */
  confirmOrders: z.boolean(),
  /** "Do not show again" flags, by notice name. */
  dismissedNotices: z
    .record(z.string().check(z.regex(DISMISSED_NOTICE_PATTERN)), z.boolean())
    .check(
      z.refine((flags) => Object.keys(flags).length <= MAX_DISMISSED_NOTICES, {
        message: `at most ${MAX_DISMISSED_NOTICES} notices`,
      }),
    ),
  colorConvention: z.enum(COLOR_CONVENTIONS),
  /** The unit order quantities are entered in. */
  quantityUnit: z.enum(QUANTITY_UNITS),
  /** The price chart's indicators: which are on, their parameters and colours (unsaved: defaults). */
  chartIndicators: z.optional(indicatorSettingsSchema),
  /**
   * The price chart's drawings per contract code (unsaved: none). The server also refuses a code
   * that is not a listed contract.
   */
  chartDrawings: z.optional(drawingsByContractSchema),
});

/** The body of `configs/preferences`: any subset of the preferences, nothing else. */
export const wirePreferencesUpdateInputSchema = z.partial(wirePreferencesSchema);
