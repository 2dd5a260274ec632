import { apiRoutes } from '../../server/api/app';
import { drivers, type TestServer } from './harness';
import {
  deposit,
  fund,
  type futures,
  trader,
  type Answer,
  useTradingServer,
  pricesFromMark,
} from './trading-client';
import { nextOutboxCode, outboxMark, stepUp, v2 } from './auth-client';

/**
 * The authorization matrix: an intruder calls every private futures endpoint with the owner's
 * order ids, client order ids and positions. Nothing of the owner's leaks into any answer, every
 * id-addressed call answers 404 exactly as for an id that does not exist, and the owner's state is
 * unchanged afterwards. Every private route must be in the matrix: a new one fails this test
 * until it is added.
 */

interface Probe {
  path: string;
  /** GET when undefined. */
  body?: Record<string, unknown>;
  /** Calls addressed by the owner's ids must answer 404, as an unknown id would. */
  expect404?: boolean;
  /** v2 wallet calls addressed by the owner's ids answer this business code, as an unknown id. */
  expectCode?: number;
  /** The same call with an id nobody has (default: the body `{ id: 987654321 }`). */
  unknown?: { path: string; body?: Record<string, unknown> };
}

/** The v2 wallet routes (`asset/…`), GET without a body. */
function wallet(base: string) {
  return async (path: string, token: string, body?: Record<string, unknown>): Promise<Answer> => {
    const response = await fetch(`${base}/api/v2/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await response.json()) as Omit<Answer, 'status' | 'headers'>;
    return { ...parsed, status: response.status, headers: response.headers };
  };
}

const OWNER_WITHDRAW_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
/** Stays under the per-user limit of 20 reads a second. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(drivers)('authorization matrix on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => ({ t, call } = server));

  it(
    'lets no user read, cancel, amend or close what is another’s',
    { timeout: 120_000 },
    async () => {
      const price = pricesFromMark(t, 1);
      const [owner, intruder, maker] = await Promise.all([
        trader(t.url),
        trader(t.url),
        trader(t.url),
      ]);
      for (const token of [owner, intruder, maker]) await fund(call, t.url, token, '5000');

      // The owner: a resting order with a client id, a filled order, an open position with TP/SL.
      const resting = await call('future/order/place', owner, {
        contractId: 1,
        side: 'buy',
        orderType: 1,
        quantity: '0.002',
        price: price(-2),
        clientOrderId: 'owner-secret-1',
      });
      expect(resting.code).toBe(0);
      expect(
        (
          await call('future/order/place', maker, {
            contractId: 1,
            side: 'sell',
            orderType: 1,
            quantity: '0.004',
            price: price(0.1),
          })
        ).code,
      ).toBe(0);
      const filled = await call('future/order/place', owner, {
        contractId: 1,
        side: 'buy',
        orderType: 3,
        quantity: '0.004',
        clientOrderId: 'owner-secret-2',
      });
      expect(filled.data).toMatchObject({ orderStatus: 4 });
      expect(
        (
          await call('future/position/tpsl', owner, {
            contractId: 1,
            tp: { triggerPrice: price(5) },
          })
        ).code,
      ).toBe(0);
      await call('future/addFavorite', owner, { contractId: 1 });
      // The owner's wallet: a chain deposit, a saved address and a withdrawal to it.
      const asset = wallet(t.url);
      const ownerDeposit = await asset('asset/deposit/demo', owner, {
        currencyId: 1,
        network: 'TRC20',
        amount: '5',
      });
      expect(ownerDeposit.code).toBe(0);
      const ownerDepositAddress = String(ownerDeposit.data.address);
      const ownerEmail = String(
        (await v2(t.url)('user/base/info', {}, { token: owner })).data?.email,
      );
      const entry = await asset('asset/withdraw/address/add', owner, {
        currencyId: 1,
        network: 'ERC20',
        address: OWNER_WITHDRAW_ADDRESS,
        label: 'owner-secret-label',
        stepUpToken: await stepUp(t.url, { token: owner, email: ownerEmail }),
      });
      await deposit(t.url, owner, '100');
      const mark = await outboxMark(t.url, ownerEmail);
      await asset('asset/withdraw/sendCode', owner, {});
      const ownerWithdrawal = await asset('asset/withdraw/apply', owner, {
        currencyId: 1,
        network: 'ERC20',
        address: OWNER_WITHDRAW_ADDRESS,
        amount: '20',
        code: await nextOutboxCode(t.url, ownerEmail, mark),
      });
      expect(ownerWithdrawal.data).toMatchObject({ status: 'requested' });
      // The owner's rewards: an invite code and a voucher (granted for the KYC task).
      const ownerInviteCode = String((await asset('referral/info', owner)).data.inviteCode);
      const ownerVoucher = (
        (await asset('rewards/vouchers', owner)).data.list as { id: number; taskKey: string }[]
      ).find((v) => v.taskKey === 'kycLevel1');
      if (!ownerVoucher) throw new Error('the owner has no voucher');
      // The owner's scaled order: a group the intruder must not cancel.
      const ownerBatch = await call('future/order/placeBatch', owner, {
        contractId: 1,
        side: 'buy',
        orders: [
          { price: price(-5), quantity: '0.002' },
          { price: price(-6), quantity: '0.002' },
        ],
      });
      expect(ownerBatch.code, JSON.stringify(ownerBatch)).toBe(0);
      const ownerGroupId = Number(ownerBatch.data.groupId);
      const ownerOrderIds = [
        Number(resting.data.orderId),
        Number(filled.data.orderId),
        ...(ownerBatch.data.orders as { orderId: number }[]).map((o) => Number(o.orderId)),
      ];
      // The owner follows a lead trader (copy trading): a follow the intruder must not reach.
      const leader = await trader(t.url);
      await fund(call, t.url, leader, '1000');
      expect((await asset('follow/lead/apply', leader, { nickname: 'Matrix Lead' })).code).toBe(0);
      const leaderId = Number(
        (await v2(t.url)('user/base/info', {}, { token: leader })).data?.userId,
      );
      const ownerFollow = await asset('follow/start', owner, {
        leaderId,
        amount: '100',
        tradeCap: '50',
      });
      expect(ownerFollow.data).toMatchObject({ status: 'active' });
      const ownerFollowId = Number(ownerFollow.data.followId);
      const ownerPosition = (
        (await call('future/position/list', owner)).data.list as {
          positionId: number;
        }[]
      )[0];
      if (!ownerPosition) throw new Error('the owner has no position');

      const snapshot = async () => {
        await pause(1100);
        const [
          accounts,
          positions,
          open,
          spot,
          configs,
          withdrawals,
          book,
          deposits,
          vouchers,
          following,
        ] = await Promise.all([
          call('future/accounts', owner),
          call('future/position/list', owner),
          call('future/order/open', owner),
          call('future/spotBalance', owner),
          call('configs/private', owner),
          asset('asset/withdraw/list', owner),
          asset('asset/withdraw/address/list', owner),
          asset('asset/deposit/list', owner),
          asset('rewards/vouchers', owner),
          asset('follow/list', owner),
        ]);
        const walletOf = (a: Answer) =>
          (a.data as unknown as { at: number; assets: { wallet: string; frozen: string }[] }[]).map(
            (x) => [x.at, x.assets[0]?.wallet, x.assets[0]?.frozen],
          );
        return {
          wallets: walletOf(accounts),
          positions: (positions.data.list as Record<string, unknown>[]).map((p) => [
            p.positionId,
            p.size,
            p.entryPrice,
            p.tpTrigger,
            p.slTrigger,
            p.leverage,
            p.isolated,
          ]),
          open: open.data.list,
          spot: spot.data,
          configs: configs.data,
          withdrawals: withdrawals.data,
          book: book.data,
          // Confirmations of the owner's pending deposit move by themselves; what it is does not.
          deposits: (deposits.data.list as Record<string, unknown>[]).map((d) => [d.id, d.amount]),
          vouchers: vouchers.data.list,
          following: following.data,
        };
      };
      const before = await snapshot();

      const [restingId, filledId] = ownerOrderIds;
      const probes: Probe[] = [
        { path: 'configs/private' },
        { path: 'configs/preferences', body: { orderConfirmation: false } },
        { path: 'future/addFavorite', body: { contractId: 2 } },
        { path: 'future/deleteFavorite', body: { contractId: 1 } },
        { path: 'future/spotBalance' },
        { path: 'future/accounts' },
        { path: 'future/transfer', body: { from: 'spot', to: 1, currencyId: 1, amount: '1' } },
        { path: 'future/leverage', body: { contractId: 1, leverage: 7 } },
        { path: 'future/marginMode', body: { contractId: 1, isolated: true } },
        { path: 'future/positionMode', body: { hedge: true } },
        {
          path: 'future/order/place',
          body: {
            contractId: 1,
            side: 'buy',
            orderType: 1,
            quantity: '0.002',
            price: price(-3),
            clientOrderId: 'owner-secret-1',
          },
        },
        { path: 'future/order/open' },
        { path: 'future/order/open?contractId=1&limit=500' },
        { path: 'future/order/cancel', body: { orderId: restingId }, expect404: true },
        { path: 'future/order/cancel', body: { clientOrderId: 'owner-secret-1' }, expect404: true },
        {
          path: 'future/order/amend',
          body: { orderId: String(restingId), quantity: '0.003' },
          expect404: true,
        },
        {
          path: 'future/order/amend',
          body: { clientOrderId: 'owner-secret-1', price: price(-4) },
          expect404: true,
        },
        {
          path: 'future/order/placeBatch',
          body: {
            contractId: 1,
            side: 'buy',
            orders: [
              { price: price(-7), quantity: '0.002' },
              { price: price(-8), quantity: '0.002' },
            ],
          },
        },
        { path: 'future/order/cancelGroup', body: { groupId: ownerGroupId }, expect404: true },
        { path: 'future/order/cancelAll', body: {} },
        { path: 'future/order/cancelAll', body: { contractId: 1 } },
        { path: 'future/order/history' },
        { path: `future/order/detail?orderId=${filledId}`, expect404: true },
        { path: `future/order/detail?orderId=${restingId}`, expect404: true },
        { path: 'future/order/detail?clientOrderId=owner-secret-2', expect404: true },
        { path: 'future/trade/history' },
        { path: 'future/position/list' },
        { path: 'future/position/history' },
        { path: 'position/history' },
        {
          path: 'future/position/tpsl',
          body: { contractId: 1, tp: null, sl: null },
          expect404: true,
        },
        {
          path: 'future/position/tpsl/partial',
          body: { contractId: 1, quantity: '0.001', tp: { triggerPrice: price(5) } },
          expect404: true,
        },
        {
          path: 'future/position/margin',
          body: { contractId: 1, amount: '1', type: 'reduce' },
          expect404: true,
        },
        { path: 'future/position/close', body: { contractId: 1 }, expect404: true },
        { path: 'future/position/close', body: { contractId: 1, side: 'long' }, expect404: true },
        { path: 'future/position/closeAll', body: {} },
        { path: 'future/position/reverse', body: { contractId: 1 }, expect404: true },
        { path: 'future/pnl/history?range=1m' },
        { path: 'future/liquidation/history' },
        { path: 'future/funding/history' },
        { path: 'asset/deposit/address?network=TRC20' },
        { path: 'asset/deposit/list' },
        { path: 'asset/deposit/demo', body: { currencyId: 1, network: 'BEP20', amount: '2' } },
        { path: 'asset/withdraw/info?network=ERC20' },
        { path: 'asset/withdraw/sendCode', body: {} },
        {
          path: 'asset/withdraw/apply',
          body: {
            currencyId: 1,
            network: 'ERC20',
            address: OWNER_WITHDRAW_ADDRESS,
            amount: '20',
            code: '123456',
          },
        },
        {
          path: 'asset/withdraw/cancel',
          body: { id: ownerWithdrawal.data.id },
          expectCode: 102600006,
        },
        { path: 'asset/withdraw/list' },
        { path: 'asset/withdraw/address/list' },
        {
          path: 'asset/withdraw/address/add',
          body: {
            currencyId: 1,
            network: 'ERC20',
            address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
            label: 'owner-secret-label',
          },
        },
        {
          path: 'asset/withdraw/address/delete',
          body: { id: entry.data.id },
          expectCode: 102600009,
        },
        { path: 'asset/history' },
        { path: 'asset/history?type=withdraw&size=100' },
        { path: 'asset/ledger' },
        { path: 'asset/ledger?account=1&kind=fee&size=100' },
        { path: 'rewards/tasks' },
        { path: 'rewards/vouchers' },
        { path: 'rewards/grants' },
        {
          path: 'rewards/voucher/use',
          body: { voucherId: ownerVoucher.id },
          expectCode: 102700001,
          unknown: { path: 'rewards/voucher/use', body: { voucherId: 987_654_321 } },
        },
        { path: 'referral/info' },
        { path: 'referral/invitees' },
        { path: 'referral/commissions' },
        { path: 'referral/partner' },
        {
          path: 'referral/partner/apply',
          body: {
            contactName: 'Intruder',
            contactEmail: 'intruder@example.com',
            channelType: 'website',
            channelUrl: 'https://intruder.example.com',
            audienceSize: 10,
            message: 'hello',
          },
        },
        { path: 'user/tour' },
        { path: 'user/tour/update', body: { status: 'completed', step: 4 } },
        { path: 'follow/lead/info' },
        { path: 'follow/lead/apply', body: { nickname: 'Intruder Desk' } },
        { path: 'follow/lead/stop', body: {} },
        { path: 'follow/start', body: { leaderId, amount: '10', tradeCap: '5' } },
        {
          path: 'follow/stop',
          body: { followId: ownerFollowId },
          expectCode: 102800006,
          unknown: { path: 'follow/stop', body: { followId: 987_654_321 } },
        },
        { path: 'follow/list' },
        { path: 'follow/positions' },
        {
          path: `follow/trades?followId=${ownerFollowId}`,
          expectCode: 102800006,
          unknown: { path: 'follow/trades?followId=987654321' },
        },
      ];

      // Every private route is probed, and every probe names a route that exists.
      const routes = apiRoutes(t.server.api)
        .map((r) => r.url.replace(/^\/api\/(futures|v2)\//, ''))
        .filter(
          (url) =>
            url.startsWith('future/') ||
            url.startsWith('configs/private') ||
            url === 'configs/preferences' ||
            url === 'position/history' ||
            // The wallet's private routes (the coin list is public, the instant demo credit is
            // the user's own test money).
            (url.startsWith('asset/') &&
              url !== 'asset/coin/list' &&
              url !== 'asset/demo/deposit') ||
            // Rewards, referral and the tour (the headline is public).
            url.startsWith('rewards/') ||
            url.startsWith('referral/') ||
            url.startsWith('user/tour') ||
            // Copy trading's private routes (the leaderboard and a profile are public).
            (url.startsWith('follow/') && url !== 'follow/leaders' && url !== 'follow/leader'),
        );
      const probed = new Set(probes.map((p) => p.path.split('?')[0]));
      expect([...routes].filter((url) => !probed.has(url))).toEqual([]);
      expect([...probed].filter((url) => url && !routes.includes(url))).toEqual([]);

      const secrets = [
        ...ownerOrderIds.map((id) => `"orderId":${id}`),
        `"positionId":${ownerPosition.positionId}`,
        'owner-secret-1',
        'owner-secret-2',
        'owner-secret-label',
        OWNER_WITHDRAW_ADDRESS,
        ownerDepositAddress,
        ownerInviteCode,
        `"followId":${ownerFollowId}`,
      ];
      for (const probe of probes) {
        await pause(60);
        const answer =
          !probe.path.startsWith('future/') &&
          !probe.path.startsWith('configs/') &&
          probe.path !== 'position/history'
            ? await asset(probe.path, intruder, probe.body)
            : await call(probe.path, intruder, probe.body);
        const text = JSON.stringify(answer.data ?? null);
        for (const secret of secrets)
          if (
            !(probe.path === 'future/order/place' && secret === 'owner-secret-1') &&
            !(probe.path === 'asset/withdraw/address/add' && secret === 'owner-secret-label')
          )
            expect(text, `${probe.path} leaks ${secret}`).not.toContain(secret);
        expect(answer.status, probe.path).toBeLessThan(500);
        if (probe.expect404) {
          expect(answer.status, probe.path).toBe(404);
          expect(answer.code, probe.path).toBe(404);
        }
        if (probe.expectCode !== undefined) {
          expect(answer.code, probe.path).toBe(probe.expectCode);
          const unknown = probe.unknown
            ? await asset(probe.unknown.path, intruder, probe.unknown.body)
            : await asset(probe.path, intruder, { id: 987_654_321 });
          expect(
            { status: answer.status, code: answer.code, message: answer.message },
            probe.path,
          ).toEqual({ status: unknown.status, code: unknown.code, message: unknown.message });
        }
      }
      await pause(1100);
      // The intruder's own use of the same client id made the intruder's own order, not the owner's.
      const mine = (await call('future/order/open', intruder)).data.list as { orderId: number }[];
      expect(mine.map((o) => o.orderId).filter((id) => ownerOrderIds.includes(id))).toEqual([]);

      // A never-used id answers the same 404 as the owner's.
      const unknown = await call('future/order/cancel', intruder, { orderId: 987_654_321 });
      const foreign = await call('future/order/cancel', intruder, { orderId: restingId });
      expect({ status: foreign.status, code: foreign.code, message: foreign.message }).toEqual({
        status: unknown.status,
        code: unknown.code,
        message: unknown.message,
      });

      expect(await snapshot()).toEqual(before);
    },
  );
});
