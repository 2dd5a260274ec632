import { eq } from 'drizzle-orm';
import { referrals } from '../../server/db/schema';
import { usdt } from '../../server/engine';
import { systemMoney } from '../../server/engine/testing/invariants';
import { signUpByEmail, STRONG, uniqueEmail, v2 } from './auth-client';
import { drivers, type TestServer } from './harness';
import {
  buyFromMaker,
  engineHost,
  fund,
  openFutures,
  type futures,
  priceFromMark,
  trader,
  TRADING_SERVER_ENV,
  userIdOf,
  useTradingServer,
} from './trading-client';

/**
 * Referral against the real server: a user signs up with another's invite code, is bound to the
 * engine, and every fee they pay gives the referrer exactly its share (rounded down to 1e-8 USDT)
 * in the spot wallet, by the engine's fee path: the money in the system stays exactly what was
 * deposited. The history, the referred list (masked) and the totals agree with the engine.
 */

const ENV = { ...TRADING_SERVER_ENV, REWARDS_SWEEP_MS: '3600000', REFERRAL_COMMISSION_RATE: '0.2' };
const BTC = 1;
const SHARE = 20_000_000n; // 0.2 × 1e8

describe.each(drivers)('referral commission on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => ({ t, call } = server), ENV);
  const api = () => v2(t.url);
  const get = (path: string, token: string) => api()(path, {}, { token, method: 'GET' });
  const host = () => engineHost(t);

  /** Signs up with an invite code, verifies identity and opens futures; its token and e-mail. */
  async function invited(inviteCode: string): Promise<{ token: string; email: string }> {
    const email = uniqueEmail('invited');
    const token = await signUpByEmail(t.url, email, STRONG, inviteCode);
    await openFutures(t.url, token, { realName: 'Kim Minji', country: 'KR', idNumber: 'K7654321' });
    return { token, email };
  }

  it('gives the referrer exactly its share of every fee the referred user pays, and conserves every USDT', async () => {
    const referrer = await trader(t.url);
    const referrerId = await userIdOf(t.url, referrer);
    const info = await get('referral/info', referrer);
    const inviteCode = String(info.data?.inviteCode);
    expect(inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(info.data).toMatchObject({
      invitePath: `/sign-up?inviteCode=${inviteCode}`,
      commissionRate: '0.2',
      referredCount: 0,
      totalCommission: '0',
    });
    // The same code on every ask.
    expect((await get('referral/info', referrer)).data?.inviteCode).toBe(inviteCode);

    const user = await invited(inviteCode.toLowerCase());
    const userId = await userIdOf(t.url, user.token);
    const stranger = await invited('NOSUCHCD');
    await t.server.rewards.sweep();
    expect(host().state.referrers.get(userId)).toEqual({ referrerId, rate: SHARE });
    expect(host().state.referrers.has(await userIdOf(t.url, stranger.token))).toBe(false);
    const [bound] = await t.server.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.refereeId, userId));
    expect(bound?.boundAt).not.toBeNull();

    await fund(call, t.url, user.token, '2000');
    const maker = await trader(t.url);
    await fund(call, t.url, maker, '20000');
    const money = () =>
      systemMoney(host().state) - (host().state.deposits - host().state.withdrawals);
    expect(money()).toBe(0n);
    const spotBefore = host().state.spot.get(referrerId) ?? 0n;

    // The user takes (taker fee), then makes (maker fee), at prices that make odd fees.
    const fees: bigint[] = [];
    for (const [i, quantity] of ['0.013', '0.007'].entries()) {
      const price = priceFromMark(t, BTC, 0.1 * (i + 1));
      const taken = await buyFromMaker(call, maker, user.token, {
        contractId: BTC,
        price,
        quantity,
      });
      expect(taken.code, JSON.stringify(taken)).toBe(0);
      fees.push(usdt(String(taken.data.fee)));
    }
    // One price for both sides: the mark moves, and an IOC priced from a later, lower mark
    // missed the resting sell (it stayed New: a failure on a loaded machine).
    const restingPrice = priceFromMark(t, BTC, 0.2);
    const rested = await call('future/order/place', user.token, {
      contractId: BTC,
      side: 'sell',
      orderType: 1,
      price: restingPrice,
      quantity: '0.02',
    });
    expect(rested.code).toBe(0);
    const takes = await call('future/order/place', maker, {
      contractId: BTC,
      side: 'buy',
      orderType: 1,
      price: restingPrice,
      quantity: '0.02',
      timeInForce: 'IOC',
    });
    expect(takes.code, JSON.stringify(takes)).toBe(0);
    expect(takes.data.orderStatus).toBe(4);
    // The filled resting order's fee, from the read model: the answer waits for its rows, but
    // only up to 2 s (a loaded machine may take longer), so wait for the order to read filled.
    const makerFee = await vi.waitFor(
      async () => {
        const detail = await call(
          `future/order/detail?orderId=${String(rested.data.orderId)}`,
          user.token,
        );
        expect(detail.code).toBe(0);
        const order = detail.data.order as { fee: string; orderStatus: number };
        expect(order.orderStatus).toBe(4);
        return order.fee;
      },
      // A ceiling for a loaded machine, not a speed goal.
      { timeout: 20_000 },
    );
    fees.push(usdt(makerFee));
    expect(fees.every((fee) => fee > 0n)).toBe(true);

    const expected = fees.reduce((sum, fee) => sum + (fee * SHARE) / 100_000_000n, 0n);
    expect((host().state.spot.get(referrerId) ?? 0n) - spotBefore).toBe(expected);
    expect(money()).toBe(0n);

    type Row = { fee: string; commission: string; account: string; accountType: number };
    const history = await vi.waitFor(
      async () => {
        const page = (await get('referral/commissions', referrer)).data as { list: Row[] };
        expect(page.list).toHaveLength(3);
        return page.list;
      },
      { timeout: 5000 },
    );
    expect(history.map((r) => usdt(r.fee)).sort()).toEqual([...fees].sort());
    expect(history.reduce((sum, r) => sum + usdt(r.commission), 0n)).toBe(expected);
    for (const r of history) expect(usdt(r.commission)).toBe((usdt(r.fee) * SHARE) / 100_000_000n);
    const [local = '', domain = ''] = user.email.split('@');
    const masked = `${local.slice(0, 2)}***@${domain.slice(0, 1)}***${domain.slice(domain.lastIndexOf('.'))}`;
    expect(history[0]).toMatchObject({ account: masked, accountType: 1 });
    // Paging: one row, then the rest from its cursor.
    const first = (await get('referral/commissions?limit=1', referrer)).data as {
      list: Row[];
      nextCursor: string;
    };
    const rest = (await get(`referral/commissions?cursor=${first.nextCursor}`, referrer)).data as {
      list: Row[];
      nextCursor: null;
    };
    expect([...first.list, ...rest.list]).toEqual(history);
    expect(rest.nextCursor).toBeNull();

    const invitees = (await get('referral/invitees', referrer)).data as {
      list: { account: string; kycVerified: boolean; commission: string }[];
    };
    expect(invitees.list).toHaveLength(1);
    expect(invitees.list[0]).toMatchObject({ account: masked, kycVerified: true });
    expect(usdt(invitees.list[0]?.commission ?? '0')).toBe(expected);
    expect(JSON.stringify(invitees)).not.toContain(user.email);
    const totals = await get('referral/info', referrer);
    expect(totals.data).toMatchObject({ referredCount: 1, commissionCount: 3 });
    expect(usdt(String(totals.data?.totalCommission))).toBe(expected);

    // The commission is the referrer's own money: it can be withdrawn like any spot balance.
    const withdrawable = await get('asset/withdraw/info?currencyId=1&network=TRC20', referrer);
    expect(usdt(String(withdrawable.data?.available))).toBe(host().state.spot.get(referrerId));

    // Nobody else sees the referrer's lists.
    const other = await trader(t.url);
    expect((await get('referral/commissions', other)).data).toEqual({ list: [], nextCursor: null });
    expect((await get('referral/invitees', other)).data).toEqual({ list: [], nextCursor: null });
  });
});
