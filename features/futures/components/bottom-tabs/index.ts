export { BottomTabs } from './lazy-bottom-tabs';
export type { BottomTabsProps } from './bottom-tabs';
