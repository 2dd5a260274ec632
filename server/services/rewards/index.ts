import type { ServerConfig } from '../../config';
import { rate } from '../../engine';
import { every } from '../wallet/wallet-common';
import { ReferralService } from './referral-service';
import { TourService } from './tour-service';
import { VoucherService, type RewardsDeps } from './voucher-service';

export type { RewardsDeps } from './voucher-service';

/** Users whose tasks one sweep looks at. */
const SWEEP_USERS = 200;

export interface Rewards {
  vouchers: VoucherService;
  referral: ReferralService;
  tour: TourService;
  /** On the process with the engine: finishes what a crash left, then sweeps periodically. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One sweep now (tests; the periodic one runs the same). */
  sweep(): Promise<void>;
}

/**
 * New-user rewards, referrals and the tour (issue 17). Built on every process (the routes answer
 * everywhere; on an edge they reach the engine process over the command bus); `start` runs where
 * the engine runs: it credits vouchers a crash left claimed, binds referrals to the engine and
 * grants the vouchers of tasks new users completed, every `REWARDS_SWEEP_MS`.
 */
export function createRewards(config: Pick<ServerConfig, 'rewards'>, deps: RewardsDeps): Rewards {
  const log = deps.log.child({ component: 'rewards' });
  const scoped = { ...deps, log };
  const vouchers = new VoucherService(scoped);
  const referral = new ReferralService(scoped, rate(config.rewards.commissionRate));
  const tour = new TourService(deps.database, deps.now);
  let sweeper: { stop(): Promise<void> } | undefined;
  let cursor = 0;
  const sweep = async () => {
    await vouchers.sweep();
    await referral.bind();
    const last = await vouchers.evaluateRecent(cursor, SWEEP_USERS);
    cursor = last ?? 0;
  };
  return {
    vouchers,
    referral,
    tour,
    sweep,
    async start() {
      if (sweeper || !deps.host()) return;
      await sweep();
      sweeper = every(config.rewards.sweepMs, sweep, log, 'rewards sweep');
    },
    async stop() {
      await sweeper?.stop();
      sweeper = undefined;
    },
  };
}
