export { ConnectionBanner } from './components/connection-banner';
export { RealtimeConnection } from './components/realtime-connection';
export * from './hooks/use-realtime';
export {
  createRealtimeStore,
  realtimeStore,
  type RealtimeState,
  type RealtimeStore,
} from './stores/realtime-store';
export { RECENT_TRADES_CAP } from './stores/market-slice';
export { balancesOfAccounts } from './stream/account-balances';
export { onRealtimeMessage } from './stream/parsed-messages';
export { balanceKey, klineKey, positionConfigKey, positionIdOf } from './stream/topic-handlers';
export { useServerNow } from './hooks/use-server-now';
export * from './types';
