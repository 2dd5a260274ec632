export { ChartPanel } from './components/chart-panel';
export type {
  ChartDrawingStore,
  ChartIndicatorStore,
  ChartPanelProps,
  ChartPriceLine,
} from './types';
