/**
 * The sides future/order/place takes: hedge mode names the leg, one-way mode only the direction.
 * Zod-free: the order ticket and the amend plan read it during render; ./schemas builds the
 * place-order body schema from it.
 */
export const WIRE_SIDES = [
  'openLong',
  'openShort',
  'closeLong',
  'closeShort',
  'buy',
  'sell',
] as const;
export type WireSide = (typeof WIRE_SIDES)[number];
