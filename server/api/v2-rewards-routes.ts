import type { FastifyInstance } from 'fastify';
import { wireEmptyInputSchema } from '../../lib/contract/wire/user-schemas';
import {
  wireCommissionPageInputSchema,
  wireInviteePageInputSchema,
  wirePartnerApplyInputSchema,
  wireTourUpdateInputSchema,
  wireVoucherIdInputSchema,
  wireVoucherListInputSchema,
} from '../../lib/contract/wire/rewards-schemas';
import type { Rewards } from '../services/rewards';
import { headline } from '../services/rewards/tasks';
import { getRoute } from './route';
import { READ, type TradingRoute } from './trading-route';

/**
 * New-user rewards, vouchers, referral and the guided tour (issue 17; contract in
 * server/docs/rewards-follow.md "Rewards"). The headline is public; every other route is private
 * and goes through the trading route adapter (session or a key where api-key-access.ts allows it,
 * the per-user limits, the command bus on an edge). Using a voucher moves money: session only.
 * The bodies and queries are the contract's (lib/contract/wire/rewards-schemas).
 */
export function registerRewardsRoutes(
  app: FastifyInstance,
  route: TradingRoute,
  rewards: Rewards,
): void {
  const write = { limit: 'write' } as const;

  getRoute(app, '/public/rewards/headline', wireEmptyInputSchema, () => headline(), {
    cacheSeconds: 10,
  });

  route(
    '/rewards/tasks',
    wireEmptyInputSchema,
    (_input, userId) => rewards.vouchers.tasks(userId),
    READ,
  );
  route(
    '/rewards/vouchers',
    wireVoucherListInputSchema,
    (input, userId) => rewards.vouchers.vouchers(userId, input.state),
    READ,
  );
  route(
    '/rewards/grants',
    wireEmptyInputSchema,
    (_input, userId) => rewards.vouchers.grants(userId),
    READ,
  );
  route(
    '/rewards/voucher/use',
    wireVoucherIdInputSchema,
    (input, userId, caller) => rewards.vouchers.use(userId, input.voucherId, caller.language),
    write,
  );

  route(
    '/referral/info',
    wireEmptyInputSchema,
    (_input, userId) => rewards.referral.info(userId),
    READ,
  );
  route(
    '/referral/invitees',
    wireInviteePageInputSchema,
    (input, userId) => rewards.referral.invitees(userId, input),
    READ,
  );
  route(
    '/referral/commissions',
    wireCommissionPageInputSchema,
    (input, userId) => rewards.referral.commissions(userId, input),
    READ,
  );
  route(
    '/referral/partner/apply',
    wirePartnerApplyInputSchema,
    (input, userId, caller) => rewards.referral.apply(userId, input, caller.language),
    write,
  );
  route(
    '/referral/partner',
    wireEmptyInputSchema,
    (_input, userId) => rewards.referral.applications(userId),
    READ,
  );

  route('/user/tour', wireEmptyInputSchema, (_input, userId) => rewards.tour.get(userId), READ);
  route(
    '/user/tour/update',
    wireTourUpdateInputSchema,
    (input, userId) => rewards.tour.update(userId, input),
    write,
  );
}
