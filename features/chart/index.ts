export { ChartPanel } from './components/chart-panel';
export type { ChartPanelProps, ChartPriceLine } from './types';
