import type { TaskKind, WireHeadline } from '../../../lib/contract/wire/rewards';
import { formatUsdt, usdt } from '../../engine';

/**
 * The new-user tasks and the voucher each grants: the one source of truth for the rewards centre
 * and for the headline amounts the home page (every task) and the sign-up page (the starter
 * tasks) show, so the marketing figure can never disagree with what a user can actually earn.
 */

export type { TaskKind };

export interface RewardTask {
  key: string;
  kind: TaskKind;
  /** Futures turnover (USDT, minor units) a volume task needs; 1 for the one-off tasks. */
  target: bigint;
  /** The voucher: its amount (USDT, minor units) and maximum leverage. */
  reward: bigint;
  maxLeverage: number;
  /** The voucher becomes usable this long after it was granted (0: at once). */
  startsAfterMs: number;
  /** And stays usable this long from then. */
  validForMs: number;
  /** `starter` tasks make the sign-up page's figure; every task makes the home page's. */
  tier: 'starter' | 'advanced';
}

const DAY = 24 * 3_600_000;

function task(
  key: string,
  kind: TaskKind,
  target: string,
  reward: string,
  maxLeverage: number,
  startsAfterDays: number,
  validForDays: number,
  tier: RewardTask['tier'],
): RewardTask {
  return {
    key,
    kind,
    target: kind === 'volume' ? usdt(target) : 1n,
    reward: usdt(reward),
    maxLeverage,
    startsAfterMs: startsAfterDays * DAY,
    validForMs: validForDays * DAY,
    tier,
  };
}

export const REWARD_TASKS: readonly RewardTask[] = [
  task('signUp', 'signUp', '1', '10', 20, 0, 7, 'starter'),
  task('authenticator', 'authenticator', '1', '40', 20, 0, 7, 'starter'),
  task('kycLevel1', 'kycLevel1', '1', '150', 20, 0, 14, 'starter'),
  task('firstDeposit', 'firstDeposit', '1', '300', 20, 0, 14, 'starter'),
  task('firstTrade', 'firstTrade', '1', '500', 10, 0, 14, 'starter'),
  task('volume100k', 'volume', '100000', '1000', 10, 1, 14, 'starter'),
  task('volume1m', 'volume', '1000000', '8000', 10, 1, 30, 'starter'),
  task('volume5m', 'volume', '5000000', '4020', 5, 1, 30, 'advanced'),
  task('volume10m', 'volume', '10000000', '6000', 5, 1, 30, 'advanced'),
];

/** How long after signing up a new user's tasks can still be completed. */
export const TASK_WINDOW_MS = 30 * DAY;

export function taskByKey(key: string): RewardTask | undefined {
  return REWARD_TASKS.find((t) => t.key === key);
}

/** The headline amounts: every task (home page) and the starter tasks (sign-up page). */
export function headline(tasks: readonly RewardTask[] = REWARD_TASKS): WireHeadline {
  const sum = (list: readonly RewardTask[]) => list.reduce((total, t) => total + t.reward, 0n);
  return {
    currency: 'USDT',
    total: formatUsdt(sum(tasks)),
    signUpTotal: formatUsdt(sum(tasks.filter((t) => t.tier === 'starter'))),
    taskWindowDays: TASK_WINDOW_MS / DAY,
    tasks: tasks.map((t) => ({
      key: t.key,
      kind: t.kind,
      tier: t.tier,
      target: t.kind === 'volume' ? formatUsdt(t.target) : null,
      reward: formatUsdt(t.reward),
      maxLeverage: t.maxLeverage,
    })),
  };
}
