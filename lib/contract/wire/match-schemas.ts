import * as z from 'zod/mini';

/**
 * The zod schemas of the `match` rows (lib/contract/wire/match.ts), the types inferred from them.
 * Kept apart from the constants, so a page that needs a type or a frame number loads no zod: the
 * web client parses REST answers with these in its lazily loaded schema modules, the tests check
 * the server's answers and frames with them, and the server's row builders are typed by them.
 */

/** A decimal string as the server writes it: an optional minus, digits, optional decimals. */
const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const accountType = z.union([z.literal(1), z.literal(10), z.literal(11), z.literal(30)]);

/** An open position (match 3012; the position list adds `maxRemovableMargin`). */
export const wirePositionSchema = z.object({
  positionId: z.number().check(z.int(), z.positive()),
  accountType,
  contractId: z.number().check(z.int(), z.positive()),
  /** 1 long, -1 short, 0 once closed. */
  side: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  hedge: z.boolean(),
  /** Base-asset quantity, signed as the side; "0" once closed (the row then leaves the list). */
  size: decimal,
  entryPrice: decimal,
  isolated: z.boolean(),
  leverage: z.number().check(z.int(), z.positive()),
  margin: decimal,
  markPrice: decimal,
  upnl: decimal,
  realizedPnl: decimal,
  fees: decimal,
  funding: decimal,
  maintenanceMargin: decimal,
  mmr: decimal,
  riskRate: decimal,
  roi: decimal,
  liquidationPrice: z.nullable(decimal),
  breakevenPrice: z.nullable(decimal),
  tpTrigger: z.nullable(decimal),
  slTrigger: z.nullable(decimal),
  openedAt: z.number().check(z.int()),
  /** Trial-fund and voucher positions are closed at market at this time. */
  autoCloseAt: z.nullable(z.number().check(z.int())),
  updatedAt: z.number().check(z.int()),
});
