/** Premium sampling each minute and funding settlement at the end of each interval. */
import type { ContractState, EngineState } from './state';
import { BUY, SELL } from './order-book';
import { markOf } from './accounts';
import { sweepFundAccount } from './positions';
import { book } from './ledger';
import {
  fundingPayments,
  fundingRateOf,
  impactPrice,
  interestPerInterval,
  premiumIndex,
  weightedPremium,
} from './funding';

export const SAMPLE_MS = 60_000;

function intervalMs(c: ContractState): number {
  return c.config.fundingIntervalHours * 3_600_000;
}

/** The premium index of this instant from the book's impact prices. */
export function currentPremium(c: ContractState): bigint {
  const v = c.config.valuePerLotTick;
  const bid = impactPrice(c.book.depth(BUY), c.config.impactNotional, v);
  const ask = impactPrice(c.book.depth(SELL), c.config.impactNotional, v);
  return premiumIndex(bid, ask, c.indexPrice);
}

/** Predicted rate of the running interval. */
export function predictedFundingRate(c: ContractState): bigint {
  return fundingRateOf(
    weightedPremium(c.premiumSamples),
    interestPerInterval(c.config.fundingIntervalHours),
    c.config.fundingRateCap,
    c.config.fundingRateFloor,
  );
}

export function advanceFunding(state: EngineState, c: ContractState): void {
  const now = state.now;
  const interval = intervalMs(c);
  if (c.nextFundingTime === 0) {
    c.nextFundingTime = Math.floor(now / interval) * interval + interval;
    c.nextSampleTime = Math.floor(now / SAMPLE_MS) * SAMPLE_MS + SAMPLE_MS;
    return;
  }
  if (now >= c.nextSampleTime) {
    if (c.indexPrice > 0) c.premiumSamples.push(currentPremium(c));
    c.nextSampleTime = Math.floor(now / SAMPLE_MS) * SAMPLE_MS + SAMPLE_MS;
  }
  if (now >= c.nextFundingTime) {
    settleFunding(state, c);
    c.nextFundingTime = Math.floor(now / interval) * interval + interval;
  }
}

/** Moves |size| × mark × rate between longs and shorts; payments net to exactly zero. */
export function settleFunding(state: EngineState, c: ContractState): void {
  const rate = predictedFundingRate(c);
  c.premiumSamples = [];
  c.fundingRate = rate;
  const mark = markOf(c);
  const legs = [...c.positions].filter((p) => p.size !== 0).sort((x, y) => x.id - y.id);
  const pays = fundingPayments(legs, mark, c.config.valuePerLotTick, rate);
  let paid = 0n;
  legs.forEach((p, i) => {
    const amount = pays[i] ?? 0n;
    if (amount === 0n) return;
    const a = state.accounts.get(p.accountKey);
    if (a === undefined) return;
    if (p.isolated) p.margin -= amount;
    else a.wallet -= amount;
    book(state, a, 'funding', -amount, { contractId: p.contractId });
    if (a.userId < 0) sweepFundAccount(state, a);
    p.funding += amount;
    if (amount > 0n) paid += amount;
    state.touch(a);
    state.touchPosition(p);
    state.riskCheck.add(a);
    state.events.push({
      type: 'fundingPayment',
      userId: p.userId,
      accountType: p.accountType,
      contractId: p.contractId,
      positionId: p.id,
      amount,
      ts: state.now,
    });
  });
  state.events.push({
    type: 'funding',
    contractId: c.config.contractId,
    rate,
    markPrice: mark,
    paid,
    ts: state.now,
  });
}
