export { CopyTradingTabs } from './components/copy-trading-tabs';
export { getLeadersQueryOptions } from './api/leaders';
export { CurrentFollowSummary } from './components/current-follow-summary';
