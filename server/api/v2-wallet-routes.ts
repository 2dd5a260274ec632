import type { FastifyInstance } from 'fastify';
import { wireEmptyInputSchema } from '../../lib/contract/wire/user-schemas';
import type { AuthModule } from '../auth';
import {
  wireAccountLedgerInputSchema,
  wireAssetHistoryInputSchema,
  wireDepositListInputSchema,
  wireRowIdInputSchema,
  wireWithdrawListInputSchema,
} from '../../lib/contract/wire/wallet-schemas';
import { addressAddInput } from '../services/wallet/address-book';
import { accountLedgerPage } from '../services/wallet/account-ledger';
import { assetHistory } from '../services/wallet/asset-history';
import { demoTransferInput } from '../services/wallet/deposit-service';
import { DemoChain } from '../services/wallet/deposit-source';
import type { Wallet } from '../services/wallet';
import { coinNetworkInput } from '../services/wallet/wallet-common';
import { withdrawApplyInput } from '../services/wallet/withdrawal-service';
import { getRoute } from './route';
import { READ, type TradingRoute, type TradingRouteDeps } from './trading-route';
import { userRoute } from './user-route';

/**
 * The wallet (`{v2}/asset/…`, issue 16): deposit addresses and history, withdrawals with their
 * second factor, the address book and the asset history. Every private route goes through the
 * trading route adapter (session or a key where api-key-access.ts allows it, the per-user limits,
 * and on an edge process the command bus to the engine process, where the money moves), except
 * `withdraw/sendCode`, which sends a code like `user/common/gateway/send/*` wherever it arrives.
 * The bodies and queries are the contract's (lib/contract/wire/wallet-schemas); the services add
 * only the amounts in minor units and the networks typed as checked.
 */
export function registerWalletRoutes(
  app: FastifyInstance,
  route: TradingRoute,
  deps: TradingRouteDeps & { wallet: Wallet; auth: AuthModule },
): void {
  const { wallet } = deps;
  const write = { limit: 'write' } as const;

  getRoute(app, '/asset/coin/list', wireEmptyInputSchema, () => wallet.coins(), {
    cacheSeconds: 10,
  });

  route(
    '/asset/deposit/address',
    coinNetworkInput,
    (input, userId, caller) => wallet.deposits.address(userId, input.network, caller.language),
    READ,
  );
  route(
    '/asset/deposit/list',
    wireDepositListInputSchema,
    (input, userId) => wallet.deposits.list(userId, input),
    READ,
  );
  // The "send test deposit" button: only with the demo chain, otherwise an unknown route.
  if (wallet.deposits.source instanceof DemoChain)
    route(
      '/asset/deposit/demo',
      demoTransferInput,
      (input, userId, caller) => wallet.deposits.demo(userId, input, caller.language),
      write,
    );

  route(
    '/asset/withdraw/info',
    coinNetworkInput,
    (input, userId, caller) => wallet.withdrawals.info(userId, input.network, caller),
    READ,
  );
  userRoute(
    app,
    deps.auth.sessions,
    '/asset/withdraw/sendCode',
    wireEmptyInputSchema,
    (_input, ctx) => deps.auth.flows.sendForAction('withdraw', ctx.userId, ctx.client),
    { auth: 'required' },
  );
  route(
    '/asset/withdraw/apply',
    withdrawApplyInput,
    (input, userId, caller) => wallet.withdrawals.apply(userId, input, caller),
    write,
  );
  route(
    '/asset/withdraw/cancel',
    wireRowIdInputSchema,
    (input, userId, caller) => wallet.withdrawals.cancel(userId, input.id, caller.language),
    write,
  );
  route(
    '/asset/withdraw/list',
    wireWithdrawListInputSchema,
    (input, userId) => wallet.withdrawals.list(userId, input),
    READ,
  );
  route(
    '/asset/withdraw/address/list',
    wireEmptyInputSchema,
    (_input, userId) => wallet.addressBook.list(userId),
    READ,
  );
  // A security change (issue 30): it names a step-up of the session (`stepUpToken`).
  route(
    '/asset/withdraw/address/add',
    addressAddInput,
    async (input, userId, caller) => {
      const added = await wallet.addressBook.add(userId, input, caller.language);
      deps.auth.flows.notify(
        userId,
        {
          kind: 'withdrawal-address-added',
          network: input.network,
          address: input.address,
          label: input.label,
        },
        caller.language,
      );
      return added;
    },
    { ...write, stepUp: deps.auth.stepUps },
  );
  route(
    '/asset/withdraw/address/delete',
    wireRowIdInputSchema,
    (input, userId, caller) => wallet.addressBook.delete(userId, input.id, caller.language),
    write,
  );
  route(
    '/asset/history',
    wireAssetHistoryInputSchema,
    (input, userId) => assetHistory(deps.database, userId, input),
    READ,
  );
  // Every change of every wallet balance with the balance after it (issue 33.6).
  route(
    '/asset/ledger',
    wireAccountLedgerInputSchema,
    (input, userId) => accountLedgerPage(deps.database.db, userId, input),
    READ,
  );
}
