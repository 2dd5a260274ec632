import type { WirePosition } from '@/lib/contract/wire/match';
import { Decimal } from '@/lib/decimal';
import { Topic } from '@/lib/socket/protocol';
import { RECENT_TRADES_CAP } from '../stores/market-slice';
import { isFinishedOrderStatus } from '@/lib/contract/wire/orders';
import {
  MatchType,
  type AssetBalance,
  type DepthSnapshot,
  type IndicatorPayload,
  type KlinePayload,
  type MarketIndicator,
  type MatchPayload,
  type Order,
  type Position,
  type PositionConfig,
  type RealtimeMessage,
  type RealtimeTimeSlicePayload,
  type TickPayload,
  type TopTenPayload,
  type TradeTick,
} from '../types';
import { livePositionOf } from '../model/live-position';
import type { Draft } from './draft';
import { mergeTrades } from './trade-order';

function mergeIndicators(
  draft: Draft,
  key: 'indicators' | 'spotMarkets',
  updates: MarketIndicator[] | undefined,
): void {
  if (!updates || updates.length === 0) return;
  const indicators = draft.map(key);
  for (const update of updates) {
    if (update?.cid !== undefined) draft.merge(indicators, update.cid, update);
  }
}

/**
 * `indicator`: contracts by contract id, spot markets by instrument id (their own map: the ids
 * are of another kind), and the user's accounts (only ever in frames sent to the user's room).
 */
export function applyIndicator(draft: Draft, payload: IndicatorPayload): void {
  mergeIndicators(draft, 'indicators', payload.indicators);
  mergeIndicators(draft, 'spotMarkets', payload.markets);
  if (payload.accounts && payload.accounts.length > 0) {
    const accounts = draft.map('accounts');
    for (const account of payload.accounts) accounts[String(account.aid)] = account;
    if (draft.get('accountLoading')) draft.set('accountLoading', false);
  }
}

/** Balances are keyed by wallet and currency: "<account>:<currencyId>" ("spot:1", "10:1"). */
export function balanceKey(balance: Pick<AssetBalance, 'account' | 'currencyId'>): string {
  return `${balance.account}:${balance.currencyId}`;
}

function applyBalances(draft: Draft, data: readonly AssetBalance[]): void {
  const balances = draft.map('balances');
  for (const balance of data) balances[balanceKey(balance)] = balance;
  if (draft.get('accountLoading')) draft.set('accountLoading', false);
}

/** Position configs are per account and contract: "<accountType>:<contractId>". */
export function positionConfigKey(contractId: number, accountType = 1): string {
  return `${accountType}:${contractId}`;
}

function applyPositionConfigs(draft: Draft, data: readonly PositionConfig[]): void {
  const configs = draft.map('positionConfigs');
  for (const config of data) {
    configs[positionConfigKey(config.contractId, config.accountType)] = config;
  }
}

/** A position's id (match 3012 `positionId`). */
export function positionIdOf(position: Pick<Position, 'positionId'>): number {
  return position.positionId;
}

/** A closed position: the engine sends it once more with size 0 (and side 0), then never again. */
function isClosedPosition(position: WirePosition): boolean {
  return new Decimal(position.size).isZero();
}

/**
 * 3012: the position list, kept sorted by id descending. A message may carry every position or
 * only the changed ones, so rows are upserted by id and a position whose size is 0 (fully
 * closed) leaves the list. Each row is read into the store's form once, here.
 */
function applyPositionList(draft: Draft, incoming: readonly WirePosition[]): void {
  const byId = new Map<number, Position>();
  for (const position of draft.get('positions')) byId.set(positionIdOf(position), position);
  for (const position of incoming) {
    const id = positionIdOf(position);
    if (isClosedPosition(position)) byId.delete(id);
    else byId.set(id, livePositionOf(position));
  }
  draft.set(
    'positions',
    [...byId.values()].sort((a, b) => positionIdOf(b) - positionIdOf(a)),
  );
  if (draft.get('positionLoading')) draft.set('positionLoading', false);
}

function applyOrders(draft: Draft, data: readonly Order[]): void {
  const openOrders = draft.map('openOrders');
  for (const order of data) {
    const id = String(order.orderId);
    // Filled, cancelled and cancelled by the system (4, 5, 6) leave the open-order map.
    if (isFinishedOrderStatus(order.orderStatus)) Reflect.deleteProperty(openOrders, id);
    else draft.merge(openOrders, id, order);
  }
}

export function applyMatch(draft: Draft, frame: MatchPayload): void {
  switch (frame.type) {
    case MatchType.balanceUpdate:
      applyBalances(draft, frame.data);
      break;
    case MatchType.positionConfigs:
      applyPositionConfigs(draft, frame.data);
      break;
    case MatchType.positionList:
      applyPositionList(draft, frame.data);
      break;
    case MatchType.orderUpdate:
    case MatchType.conditionalOrderUpdate:
      applyOrders(draft, frame.data);
      break;
  }
}

/** `future_tick`: each trade into its contract's recent trades, kept in the engine's order. */
export function applyTicks(draft: Draft, payload: TickPayload): void {
  const groups = new Map<number, TradeTick[]>();
  for (const tick of payload.trades) {
    const id = tick.contractId ?? payload.contractId;
    if (id === undefined) continue;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = []));
    group.push(tick);
  }
  for (const [id, group] of groups) {
    const existing = draft.get('trades')[id] ?? [];
    // A list this batch already made may grow in place; one a reader may hold is copied.
    const merged = mergeTrades(existing, group, RECENT_TRADES_CAP, draft.owns(existing));
    if (merged !== existing) draft.map('trades')[id] = draft.own(merged);
  }
}

export function applyDepth(draft: Draft, key: 'depth' | 'spotDepth', payload: DepthSnapshot): void {
  draft.map(key)[payload.sc] = payload;
}

export function klineKey(
  payload: Pick<KlinePayload, 'contractId' | 'instrumentId' | 'symbol' | 'period'>,
): string {
  const id = payload.contractId ?? payload.instrumentId ?? payload.symbol ?? '';
  return payload.period ? `${id}:${payload.period}` : String(id);
}

export function applyKline(draft: Draft, payload: KlinePayload): void {
  draft.map('klines')[klineKey(payload)] = payload.kline;
}

export function applyTopTen(draft: Draft, payload: TopTenPayload): void {
  draft.set('topTen', payload.ids);
}

export function applyTimeSlice(draft: Draft, payload: RealtimeTimeSlicePayload): void {
  draft.set('timeSlice', payload.timeSlice);
  // The server sends its epoch ms once a second; a frame waits at most one animation frame here.
  if (payload.timeSlice > 0) draft.set('serverClockOffset', payload.timeSlice - Date.now());
}

/** Routes one topic message into the draft. */
export function applyMessage(draft: Draft, message: RealtimeMessage): void {
  switch (message.topic) {
    case Topic.match:
      applyMatch(draft, message.payload);
      break;
    case Topic.indicator:
      applyIndicator(draft, message.payload);
      break;
    case Topic.futureSnapshotDepth:
      applyDepth(draft, 'depth', message.payload);
      break;
    case Topic.snapshotDepth:
      applyDepth(draft, 'spotDepth', message.payload);
      break;
    case Topic.futureTick:
      applyTicks(draft, message.payload);
      break;
    case Topic.futureKline:
      applyKline(draft, message.payload);
      break;
    case Topic.homePageTopTen24:
      applyTopTen(draft, message.payload);
      break;
    case Topic.realtime:
      applyTimeSlice(draft, message.payload);
      break;
  }
}
