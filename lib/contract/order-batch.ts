/**
 * A batch of limit orders placed all or none (`future/order/placeBatch`, the scaled order): how
 * many orders one holds and the times in force it takes. The engine, the REST input and the order
 * panel read these, so they cannot disagree.
 */
export const ORDER_BATCH_MIN = 2;
export const ORDER_BATCH_MAX = 20;
/** A batch rests: good till cancelled, or post-only (refused whole if one order would take). */
export const ORDER_BATCH_TIME_IN_FORCE = ['GTC', 'postOnly'] as const;
export type OrderBatchTimeInForce = (typeof ORDER_BATCH_TIME_IN_FORCE)[number];
