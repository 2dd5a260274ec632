/**
 * The numbers of copy trading's rules that both sides state: the server refuses a follow below
 * them (server/services/follow/follow-actions.ts) and the pages say them, from this one place.
 * USDT amounts as decimal text (the server turns them into its integer units).
 */

/** The least a follow starts with. */
export const MIN_FOLLOW_AMOUNT_USDT = '10';
/** The least a per-trade cap may be. */
export const MIN_TRADE_CAP_USDT = '1';
