import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Rewards } from '../services/rewards';
import {
  commissionPageInput,
  pageInput,
  partnerApplyInput,
} from '../services/rewards/referral-service';
import { headline } from '../services/rewards/tasks';
import { tourUpdateInput } from '../services/rewards/tour-service';
import { getRoute } from './route';
import { READ, type TradingRoute } from './trading-route';

const voucherIdInput = z.object({
  voucherId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
const voucherListInput = z.object({
  state: z.enum(['available', 'startingSoon', 'expired', 'used']).optional(),
});

/**
 * New-user rewards, vouchers, referral and the guided tour (issue 17; contract in
 * server/docs/rewards-follow.md "Rewards"). The headline is public; every other route is private
 * and goes through the trading route adapter (session or a key where api-key-access.ts allows it,
 * the per-user limits, the command bus on an edge). Using a voucher moves money: session only.
 */
export function registerRewardsRoutes(
  app: FastifyInstance,
  route: TradingRoute,
  rewards: Rewards,
): void {
  const write = { limit: 'write' } as const;

  getRoute(app, '/public/rewards/headline', z.object({}), () => headline(), { cacheSeconds: 10 });

  route('/rewards/tasks', z.object({}), (_input, userId) => rewards.vouchers.tasks(userId), READ);
  route(
    '/rewards/vouchers',
    voucherListInput,
    (input, userId) => rewards.vouchers.vouchers(userId, input.state),
    READ,
  );
  route('/rewards/grants', z.object({}), (_input, userId) => rewards.vouchers.grants(userId), READ);
  route(
    '/rewards/voucher/use',
    voucherIdInput,
    (input, userId, caller) => rewards.vouchers.use(userId, input.voucherId, caller.language),
    write,
  );

  route('/referral/info', z.object({}), (_input, userId) => rewards.referral.info(userId), READ);
  route(
    '/referral/invitees',
    pageInput,
    (input, userId) => rewards.referral.invitees(userId, input),
    READ,
  );
  route(
    '/referral/commissions',
    commissionPageInput,
    (input, userId) => rewards.referral.commissions(userId, input),
    READ,
  );
  route(
    '/referral/partner/apply',
    partnerApplyInput,
    (input, userId, caller) => rewards.referral.apply(userId, input, caller.language),
    write,
  );
  route(
    '/referral/partner',
    z.object({}),
    (_input, userId) => rewards.referral.applications(userId),
    READ,
  );

  route('/user/tour', z.object({}), (_input, userId) => rewards.tour.get(userId), READ);
  route(
    '/user/tour/update',
    tourUpdateInput,
    (input, userId) => rewards.tour.update(userId, input),
    write,
  );
}
