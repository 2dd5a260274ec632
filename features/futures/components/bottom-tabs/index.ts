export { BottomTabs, type BottomTabsProps } from './bottom-tabs';
