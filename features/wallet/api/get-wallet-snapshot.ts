import { queryOptions } from '@tanstack/react-query';
import {
  balancesOfAccounts,
  endedPositionRow,
  MatchType,
  positionIdOf,
  realtimeStore,
  type AssetBalance,
  type Position,
  type RealtimeMessage,
  type RealtimeStore,
} from '@/features/realtime';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { Topic } from '@/lib/socket/protocol';
import type { FuturesAccount, SpotBalance } from './schemas';

export interface WalletSnapshot {
  spot: SpotBalance[];
  accounts: FuturesAccount[];
}

const schemas = () => import('./schemas').then((m) => m.walletSnapshotSchemas);

/** GET future/spotBalance and future/accounts (futures API): every wallet of the user. */
export async function getWalletSnapshot(signal?: AbortSignal): Promise<WalletSnapshot> {
  const [spot, accounts] = await Promise.all([
    http.fetch({ base: 'futures', path: 'future/spotBalance', signal }, () =>
      schemas().then((s) => s.spot),
    ),
    http.fetch({ base: 'futures', path: 'future/accounts', signal }, () =>
      schemas().then((s) => s.accounts),
    ),
  ]);
  return { spot, accounts };
}

/**
 * The snapshot as the frames the socket would have sent: every wallet as a 3002 balance (the spot
 * wallet as the engine's spot balance row: no margin, no PnL), the accounts' positions as 3012 (a
 * position the store holds but the snapshot lacks has closed: its row once more with size 0, as
 * the engine ends one).
 */
export function snapshotMessages(
  snapshot: WalletSnapshot,
  currentPositions: readonly Position[],
): RealtimeMessage[] {
  const spot = snapshot.spot.map((balance): AssetBalance => ({
    account: 'spot',
    currencyId: balance.currencyId,
    wallet: balance.real,
    real: balance.real,
    trade: balance.trade,
    upnl: '0',
    frozen: balance.frozen,
    isolatedMargin: '0',
    bonus: '0',
    maxLeverage: null,
    equity: balance.real,
    maintenanceMargin: '0',
  }));
  const positions = snapshot.accounts.flatMap((account) => account.posis);
  const seeded = new Set(positions.map(positionIdOf));
  const ended = currentPositions
    .filter((position) => !seeded.has(positionIdOf(position)))
    .map(endedPositionRow);
  return [
    {
      topic: Topic.match,
      payload: {
        type: MatchType.balanceUpdate,
        data: [...spot, ...balancesOfAccounts(snapshot.accounts)],
      },
    },
    {
      topic: Topic.match,
      payload: { type: MatchType.positionList, data: [...ended, ...positions] },
    },
  ];
}

export function seedWalletSnapshot(store: RealtimeStore, snapshot: WalletSnapshot): void {
  const state = store.getState();
  state.messagesReceived(snapshotMessages(snapshot, state.positions));
}

/**
 * The "query" is the act of seeding the realtime store, where the wallet pages read every figure
 * from (live 3002 frames keep it current): it keeps only when it seeded, so a remount never writes
 * an old snapshot over newer frames. A reconnect asks again (see useWalletData).
 */
export const walletSnapshotQueryOptions = (store: RealtimeStore = realtimeStore) =>
  queryOptions({
    queryKey: ['wallet', 'snapshot'],
    queryFn: async ({ signal }) => {
      const snapshot = await getWalletSnapshot(signal);
      seedWalletSnapshot(store, snapshot);
      return {
        seededAt: Date.now(),
        /** The store's private-data epoch the snapshot went into (see useWalletData). */
        epoch: store.getState().privateDataEpoch,
        accountTypes: snapshot.accounts.map((account) => account.at),
      };
    },
    staleTime: Infinity,
    meta: USER_QUERY_META,
  });
