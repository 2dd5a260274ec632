import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  wireFollowListInputSchema,
  wireFollowStopInputSchema,
  wireFollowTradesInputSchema,
  wireLeadApplyInputSchema,
  wireLeaderboardInputSchema,
  wireLeaderProfileInputSchema,
} from '../../lib/contract/wire/follow-schemas';
import type { WireLeadInfo } from '../../lib/contract/wire/follow';
import { wireEmptyInputSchema } from '../../lib/contract/wire/user-schemas';
import type { AuthModule } from '../auth';
import type { CopyTrading } from '../services/follow';
import { followStartInput } from '../services/follow/follow-actions';
import {
  followList,
  followPositions,
  followTradeList,
  leaderboard,
  leaderProfile,
  ownLead,
} from '../services/follow/follow-queries';
import { langParam } from './language';
import { READ, type TradingRoute, type TradingRouteDeps } from './trading-route';
import { userRoute } from './user-route';

/**
 * Copy trading (`{v2}/follow/…`, issue 17). The leaderboard and a lead trader's profile are
 * public; the rest goes through the trading route adapter (session or, for reads, an API key with
 * `read`; the per-user limits; on an edge process the command bus to the engine process, where
 * the mirroring runs). Moving money (follow, stop) and the offer itself are session only.
 * The bodies and queries are the contract's (lib/contract/wire/follow-schemas); the service adds
 * only follow/start's amounts in minor units.
 */
export function registerFollowRoutes(
  app: FastifyInstance,
  route: TradingRoute,
  deps: TradingRouteDeps & { copyTrading: CopyTrading; auth: AuthModule },
): void {
  const { copyTrading } = deps;
  const { actions } = copyTrading;
  const write = { limit: 'write' } as const;

  userRoute(
    app,
    deps.auth.sessions,
    '/follow/leaders',
    z.object({ ...wireLeaderboardInputSchema.shape, lang: langParam }),
    (input) => leaderboard(deps.database, input),
    { auth: 'none', method: 'GET' },
  );
  userRoute(
    app,
    deps.auth.sessions,
    '/follow/leader',
    z.object({ ...wireLeaderProfileInputSchema.shape, lang: langParam }),
    (input, ctx) =>
      leaderProfile(deps.database, input.leaderId, input.lang ?? ctx.client.language ?? 'en'),
    { auth: 'none', method: 'GET' },
  );

  route(
    '/follow/lead/info',
    wireEmptyInputSchema,
    async (_input, userId): Promise<WireLeadInfo> => ({
      leader: await ownLead(deps.database, userId),
    }),
    READ,
  );
  route(
    '/follow/lead/apply',
    wireLeadApplyInputSchema,
    (input, userId, caller) => actions.applyLead(userId, input, caller.language),
    write,
  );
  route(
    '/follow/lead/stop',
    wireEmptyInputSchema,
    (_input, userId, caller) => actions.stopLead(userId, caller.language),
    write,
  );
  route(
    '/follow/start',
    followStartInput,
    (input, userId, caller) => actions.startFollow(userId, input, caller.language),
    write,
  );
  route(
    '/follow/stop',
    wireFollowStopInputSchema,
    (input, userId, caller) => actions.stopOwnFollow(userId, input.followId, caller.language),
    write,
  );
  route(
    '/follow/list',
    wireFollowListInputSchema,
    (input, userId) => followList(deps.database, deps.engine(), userId, input),
    READ,
  );
  route(
    '/follow/positions',
    wireEmptyInputSchema,
    (_input, userId) => followPositions(deps.database, deps.engine(), userId),
    READ,
  );
  route(
    '/follow/trades',
    wireFollowTradesInputSchema,
    (input, userId, caller) =>
      followTradeList(deps.database, deps.engine(), userId, input, caller.language),
    READ,
  );
}
