import { toDecimal } from '@/lib/decimal';
import type { Grants } from '../api/schemas';

/**
 * The bonus account already holds a voucher's trial fund or a position: one voucher at a time,
 * as the server refuses a second (server/services/rewards/voucher-service.ts `use`).
 */
export function isBonusAccountBusy(grants: Grants): boolean {
  const bonus = grants.bonusAccount;
  return !!bonus && (bonus.position !== null || toDecimal(bonus.trialFund).greaterThan(0));
}

/** What the trial fund has settled so far, when anything: profit moved out, losses it bore. */
export function hasTrialFundSettlements(grants: Grants): boolean {
  const { profitMoved, lossAbsorbed } = grants.trialFund;
  return toDecimal(profitMoved).greaterThan(0) || toDecimal(lossAbsorbed).greaterThan(0);
}
