import type { Position, PositionConfig } from '../types';

export interface PositionSliceState {
  /** Sorted by id, descending. */
  positions: Position[];
  /** By contract id. */
  positionConfigs: Record<number, PositionConfig>;
  /** True until the first position list arrives. */
  positionLoading: boolean;
}

export const initialPositionState: PositionSliceState = {
  positions: [],
  positionConfigs: {},
  positionLoading: true,
};
