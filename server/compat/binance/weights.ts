/**
 * The Binance layer counts request weight with the app's one mechanism (`X-MBX-USED-WEIGHT-1M`
 * here, its own counter and BINANCE_WEIGHT_LIMIT): see `api/public-weights.ts`.
 */
export { WeightCounter } from '../../api/public-weights';
