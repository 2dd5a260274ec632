import { env } from '../env';
import { RealtimeClient } from './realtime-client';

export * from './protocol';
export * from './realtime-client';

export const EXCHANGE_CLIENT = 'PC';

let client: RealtimeClient | null = null;

/** The one realtime connection of the app (created on first use; connect() is separate). */
export function getRealtimeClient(): RealtimeClient {
  client ??= new RealtimeClient({
    url: env.socketUrl,
    path: env.socketPath,
    version: env.appVersion,
    exchangeClient: EXCHANGE_CLIENT,
    loadIo: () => import('socket.io-client').then((module) => module.io),
  });
  return client;
}
