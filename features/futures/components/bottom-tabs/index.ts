export { BottomTabs } from './lazy-bottom-tabs';
export type { BottomTabsProps, LedgerTabScope } from './bottom-tabs';
