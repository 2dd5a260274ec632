export { ChartPanel } from './components/chart-panel';
export type { ChartIndicatorStore, ChartPanelProps, ChartPriceLine } from './types';
