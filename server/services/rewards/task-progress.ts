import type { Database } from '../../db/database';
import { formatUsdt, usdt } from '../../engine';
import { REWARD_TASKS, TASK_WINDOW_MS, type RewardTask } from './tasks';

/** What a user has done that the tasks count, read from SQL in one statement. */
export interface UserProgress {
  signedUpAt: number;
  authenticator: boolean;
  kycLevel1: boolean;
  deposited: boolean;
  trades: number;
  /** Futures turnover (Σ price × quantity of the user's fills), USDT minor units. */
  volume: bigint;
}

interface ProgressRow extends Record<string, unknown> {
  created_at: Date | string;
  totp: boolean;
  kyc: boolean;
  deposited: boolean;
  trades: string | number;
  volume: string | null;
}

/** Turnover as SQL sums it (numeric), cut to the engine's 8 decimals. */
function turnover(text: string | null): bigint {
  if (text === null) return 0n;
  const [whole = '0', fraction = ''] = text.split('.');
  return usdt(fraction === '' ? whole : `${whole}.${fraction.slice(0, 8)}`);
}

export async function readProgress(
  database: Database,
  userId: number,
): Promise<UserProgress | undefined> {
  const [row] = await database.query<ProgressRow>(
    `select u.created_at,
            u.totp_secret is not null as totp,
            u.kyc_level1 = 2 as kyc,
            exists (select 1 from deposits d where d.user_id = u.id and d.status = 'credited') as deposited,
            (select count(*) from trade_history t
               where t.maker_user_id = u.id or t.taker_user_id = u.id) as trades,
            (select sum(t.price * t.quantity) from trade_history t
               where t.maker_user_id = u.id or t.taker_user_id = u.id) as volume
       from users u where u.id = $1`,
    [userId],
  );
  if (!row) return undefined;
  return {
    signedUpAt: new Date(row.created_at).getTime(),
    authenticator: row.totp,
    kycLevel1: row.kyc,
    deposited: row.deposited,
    trades: Number(row.trades),
    volume: turnover(row.volume),
  };
}

/** How far a task is: `current` of `target` (USDT for volume steps, else 0 or 1). */
export function taskProgress(
  task: RewardTask,
  p: UserProgress,
): { current: bigint; done: boolean } {
  const one = (done: boolean) => ({ current: done ? 1n : 0n, done });
  switch (task.kind) {
    case 'signUp':
      return one(true);
    case 'authenticator':
      return one(p.authenticator);
    case 'kycLevel1':
      return one(p.kycLevel1);
    case 'firstDeposit':
      return one(p.deposited);
    case 'firstTrade':
      return one(p.trades > 0);
    case 'volume':
      return {
        current: p.volume < task.target ? p.volume : task.target,
        done: p.volume >= task.target,
      };
  }
}

/** The tasks a user has completed while the new-user window is open. */
export function completedTasks(p: UserProgress, now: number): RewardTask[] {
  if (now >= p.signedUpAt + TASK_WINDOW_MS) return [];
  return REWARD_TASKS.filter((t) => taskProgress(t, p).done);
}

export function progressText(task: RewardTask, current: bigint): string {
  return task.kind === 'volume' ? formatUsdt(current) : current.toString();
}
