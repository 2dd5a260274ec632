/**
 * The calculator's formulas live in lib/contract so the web app's calculator dialog and the engine
 * call the same code.
 */
export * from '../../lib/contract/calculator';
