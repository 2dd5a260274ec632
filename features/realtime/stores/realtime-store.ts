import { createStore } from 'zustand/vanilla';
import { Draft } from '../stream/draft';
import { applyMessage } from '../stream/topic-handlers';
import type { RealtimeMessage } from '../types';
import { initialAccountState, type AccountSliceState } from './account-slice';
import { initialMarketState, type MarketSliceState } from './market-slice';
import { initialOrderState, type OrderSliceState } from './order-slice';
import { initialPositionState, type PositionSliceState } from './position-slice';

export interface ConnectionState {
  /** `connecting` until the socket first opens; `lost` while socket.io is reconnecting. */
  connection: 'connecting' | 'open' | 'lost';
  /**
   * Counts how often the private caches were dropped (reconnects, logout): whoever loads
   * accounts, positions and orders over REST loads them again when it changes.
   */
  privateDataEpoch: number;
}

export type RealtimeData = MarketSliceState &
  AccountSliceState &
  PositionSliceState &
  OrderSliceState &
  ConnectionState;

export interface RealtimeActions {
  /** A batch of topic messages (usually one animation frame's worth), applied in order. */
  messagesReceived: (messages: readonly RealtimeMessage[]) => void;
  /** After a reconnect or logout: account, position and order caches are dropped. */
  privateDataCleared: () => void;
  connectionChanged: (status: 'open' | 'lost') => void;
}

export type RealtimeState = RealtimeData & RealtimeActions;

export function initialRealtimeData(): RealtimeData {
  return {
    ...initialMarketState,
    ...initialAccountState,
    ...initialPositionState,
    ...initialOrderState,
    connection: 'connecting',
    privateDataEpoch: 0,
  };
}

export function createRealtimeStore() {
  return createStore<RealtimeState>()((set, get) => ({
    ...initialRealtimeData(),
    messagesReceived: (messages) => {
      if (messages.length === 0) return;
      const draft = new Draft(get());
      for (const message of messages) applyMessage(draft, message);
      if (draft.changed) set(draft.patch);
    },
    privateDataCleared: () =>
      set((state) => ({
        ...initialAccountState,
        ...initialPositionState,
        ...initialOrderState,
        privateDataEpoch: state.privateDataEpoch + 1,
      })),
    connectionChanged: (status) => set({ connection: status }),
  }));
}

export type RealtimeStore = ReturnType<typeof createRealtimeStore>;

/** The app's realtime store (one per browser tab). */
export const realtimeStore: RealtimeStore = createRealtimeStore();
