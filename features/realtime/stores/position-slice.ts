import type { Position, PositionConfig } from '../types';

export interface PositionSliceState {
  /** Sorted by id, descending. */
  positions: Position[];
  /** By "<accountType>:<contractId>" (see positionConfigKey): each account has its own. */
  positionConfigs: Record<string, PositionConfig>;
  /** True until the first position list arrives. */
  positionLoading: boolean;
}

export const initialPositionState: PositionSliceState = {
  positions: [],
  positionConfigs: {},
  positionLoading: true,
};
