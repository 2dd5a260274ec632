import { queryOptions } from '@tanstack/react-query';
import {
  MatchType,
  positionIdOf,
  realtimeStore,
  type Position,
  type RealtimeMessage,
  type RealtimeStore,
} from '@/features/realtime';
import { Decimal, toDecimal } from '@/lib/decimal';
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
 * The snapshot as the frames the socket would have sent: every wallet as a 3002 balance, the
 * accounts' positions as 3012 (a position the store holds but the snapshot lacks has closed).
 */
export function snapshotMessages(
  snapshot: WalletSnapshot,
  currentPositionIds: readonly (number | string)[],
): RealtimeMessage[] {
  const spot = snapshot.spot.map((balance) => ({
    account: 'spot',
    currencyId: balance.currencyId,
    wallet: balance.real,
    real: balance.real,
    trade: balance.trade,
    frozen: balance.frozen,
    upnl: '0',
    equity: balance.real,
    bonus: '0',
  }));
  const futures = snapshot.accounts.flatMap((account) =>
    account.assets.map((asset) => {
      const frozen = asset.frozen ?? '0';
      return {
        account: account.at,
        currencyId: asset.cid,
        wallet: asset.wallet,
        real: asset.avail,
        trade: Decimal.max(toDecimal(asset.avail), 0).toFixed(),
        upnl: asset.upnl,
        frozen,
        // future/accounts sends isolated + order margin together; frames send isolated alone.
        isolatedMargin: Decimal.max(toDecimal(asset.margin).minus(toDecimal(frozen)), 0).toFixed(),
        equity: asset.equity,
        maintenanceMargin: asset.maintenanceMargin,
        bonus: asset.bonus ?? '0',
        maxLeverage: asset.maxLeverage ?? null,
      };
    }),
  );
  const positions = snapshot.accounts.flatMap((account) => account.posis as Position[]);
  const seeded = new Set(positions.map((p) => String(positionIdOf(p))));
  const ended = currentPositionIds
    .filter((id) => !seeded.has(String(id)))
    .map((id) => ({ id, size: '0' }));
  return [
    {
      topic: Topic.match,
      payload: { type: MatchType.balanceUpdate, data: [...spot, ...futures] },
    },
    {
      topic: Topic.match,
      payload: { type: MatchType.positionList, data: [...ended, ...positions] },
    },
  ];
}

export function seedWalletSnapshot(store: RealtimeStore, snapshot: WalletSnapshot): void {
  const state = store.getState();
  state.messagesReceived(snapshotMessages(snapshot, state.positions.map(positionIdOf)));
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
