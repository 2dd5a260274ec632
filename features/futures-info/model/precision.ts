/** Funding rates show four decimals of a percent (+0.0100%), as exchanges quote them. */
export const RATE_DECIMALS = 4;
/** Insurance fund balances and their total, in USDT (cut, never rounded up). */
export const BALANCE_DECIMALS = 2;
/** A single change of a fund can be a few hundredths of a cent: two more places. */
export const CHANGE_DECIMALS = 4;
