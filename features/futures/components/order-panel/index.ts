export { OrderPanel } from './lazy-order-panel';
export type { OrderPanelProps } from './order-panel';
