/**
 * The margin and risk formulas live in lib/contract so the trading screen and the engine call the
 * same code and cannot disagree about a liquidation price or a maintenance margin.
 */
export * from '../../lib/contract/risk';
