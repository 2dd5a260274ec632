import { eq } from 'drizzle-orm';
import { verificationCodes } from '../../server/db/schema';
import { usdt } from '../../server/engine';
import { NETWORK_SPECS } from '../../server/services/wallet/networks';
import {
  bindAuthenticator,
  currentTotp,
  waitOutOfStepEdge,
  deviceCookieOf,
  forgetStepUp,
  nextOutboxCode,
  outboxMark,
  outboxNotice,
  stepUp,
  STRONG,
  uniqueEmail,
  v2,
} from './auth-client';
import { drivers, runScript, startTestServer, type TestServer } from './harness';
import { deposit, userIdOf } from './trading-client';
import { spotOf, walletApi, walletEnv, type Answer } from './wallet-client';

/**
 * Withdrawals through the real server: the second factor, the 24-hour block after a password
 * change on a new device, the freeze at request and its release on cancel or reject (exactly
 * once), limits, concurrent requests, the operator's approval from the CLI and foreign ids.
 */

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const NEW_PASSWORD = 'Newpass12!';

describe.each(drivers)('withdrawals on $name', (driver) => {
  let t: TestServer;
  let api: ReturnType<typeof walletApi>;
  let call: ReturnType<typeof v2>;
  beforeAll(async () => {
    t = await startTestServer(driver, walletEnv({ WITHDRAW_APPROVAL_THRESHOLD: '500' }));
    api = walletApi(t.url);
    call = v2(t.url);
    expect(await t.server.auth.operator.ready).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  /**
   * Signs up from a browser of its own (the device credential the sign-up sets is sent back on
   * every later request of this user, as a browser does; `device-id` header as the app sends it)
   * and funds the spot wallet.
   */
  async function funded(tag: string, amount: string, deviceId = `device-${tag}`) {
    const email = uniqueEmail(tag);
    const headers = { 'device-id': deviceId };
    await call('user/register/gateway/sendEmail', { email }, { headers });
    const code = await nextOutboxCode(t.url, email, 0);
    const done = await call(
      'user/register/email/confirmed',
      { email, code, password: STRONG, agreement: true },
      { headers },
    );
    const token = String(done.data?.token);
    if (amount !== '0') await deposit(t.url, token, amount);
    const cookie = deviceCookieOf(done);
    return { email, token, cookie, userId: await userIdOf(t.url, token) };
  }

  /** A withdrawal code sent by asset/withdraw/sendCode, read from the outbox. */
  async function withdrawCode(email: string, token: string): Promise<string> {
    const mark = await outboxMark(t.url, email);
    const sent = await api.post('asset/withdraw/sendCode', token);
    expect(sent.data).toMatchObject({ channel: 'email', resendAfterSeconds: 60 });
    return nextOutboxCode(t.url, email, mark);
  }

  async function withdraw(
    who: { email: string; token: string; cookie?: string },
    body: Record<string, unknown>,
    code?: string,
  ): Promise<Answer> {
    return api.post(
      'asset/withdraw/apply',
      who.token,
      {
        currencyId: 1,
        network: 'TRC20',
        address: TRON,
        ...body,
        code: code ?? (await withdrawCode(who.email, who.token)),
      },
      who.cookie ? { cookie: who.cookie } : {},
    );
  }

  it('shows what may be withdrawn and how, and needs the right, fresh second factor', async () => {
    const who = await funded('factor', '300');
    const info = await api.get('asset/withdraw/info?currencyId=1&network=TRC20', who.token);
    expect(info.data).toEqual({
      currencyId: 1,
      network: 'TRC20',
      enabled: true,
      available: '300',
      fee: '1',
      minAmount: '10',
      maxAmount: '300',
      blockedUntil: null,
      secondFactor: 'email',
      approvalThreshold: '500',
    });
    // No code sent yet, then a wrong one, then an expired one: refused, nothing frozen.
    expect((await withdraw(who, { amount: '50' }, '123456')).code).toBe(102020714);
    const code = await withdrawCode(who.email, who.token);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await withdraw(who, { amount: '50' }, wrong)).code).toBe(102020714);
    await t.server.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, who.email));
    expect((await withdraw(who, { amount: '50' }, code)).code).toBe(102020715);
    expect(spotOf(t, who.userId)).toBe(usdt('300'));

    // A minute later (the resend cooldown of the unused code has passed).
    await t.server.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.target, who.email));
    const right = await withdrawCode(who.email, who.token);
    const done = await withdraw(who, { amount: '50' }, right);
    expect(done.code, done.raw).toBe(0);
    expect(done.data).toMatchObject({
      status: 'requested',
      amount: '50',
      fee: '1',
      receiveAmount: '49',
      network: 'TRC20',
      address: TRON,
      needsApproval: false,
      txId: null,
    });
    expect(spotOf(t, who.userId)).toBe(usdt('250'));
    // The code is spent.
    expect((await withdraw(who, { amount: '50' }, right)).code).toBe(102020714);
    // A code sent for another purpose (the common code) does not open a withdrawal.
    const mark = await outboxMark(t.url, who.email);
    await call('user/common/gateway/send/email', {}, { token: who.token });
    const common = await nextOutboxCode(t.url, who.email, mark);
    expect((await withdraw(who, { amount: '50' }, common)).code).toBe(102020714);
    expect(spotOf(t, who.userId)).toBe(usdt('250'));
  });

  it('takes the authenticator code when one is bound', async () => {
    const who = await funded('google', '100');
    await waitOutOfStepEdge();
    const secret = await bindAuthenticator(t.url, who);
    // The browser that bound it had a session before: not a new device for the 24-hour rule.
    const info = await api.get('asset/withdraw/info?network=TRC20', who.token, {
      cookie: who.cookie,
    });
    expect(info.data?.blockedUntil).toBe(null);
    expect(info.data?.secondFactor).toBe('google');
    expect((await api.post('asset/withdraw/sendCode', who.token)).code).toBe(102020726);
    expect((await withdraw(who, { amount: '20' }, currentTotp(secret, -1))).code).toBe(102020704);
    expect((await withdraw(who, { amount: '20' }, currentTotp(secret))).code).toBe(0);
    expect(spotOf(t, who.userId)).toBe(usdt('80'));
    // The owner is told, with the address masked.
    const notice = await outboxNotice(t.url, who.email, 'Withdrawal requested');
    expect(notice.text).toContain('A withdrawal of 20 USDT on TRC20 to TLa2f6…YjU7 was requested.');
    expect(notice.text).not.toContain(TRON);
  });

  it('refuses bad addresses, amounts under the minimum or over what is available, without spending the code', async () => {
    const who = await funded('limits', '100');
    const code = await withdrawCode(who.email, who.token);
    const refused = [
      await withdraw(who, { address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8', amount: '20' }, code),
      await withdraw(who, { network: 'ERC20', address: TRON, amount: '20' }, code),
      await withdraw(
        who,
        { network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', amount: '30' },
        code,
      ),
      await withdraw(who, { amount: '9.99999999' }, code),
      await withdraw(who, { amount: '100.00000001' }, code),
    ];
    expect(refused.map((r) => r.code)).toEqual([
      102600001, 102600001, 102600001, 102600002, 102600003,
    ]);
    expect(refused[3]?.data).toEqual({ minAmount: '10' });
    expect(refused[4]?.data).toEqual({ available: '100' });
    expect(refused[0]?.message).toBe('This is not a valid TRC20 address');
    const korean = await api.post(
      'asset/withdraw/apply',
      who.token,
      { currencyId: 1, network: 'TRC20', address: TRON, amount: '500', code },
      { 'accept-language': 'ko' },
    );
    expect(korean.message).toBe('출금 가능 잔액 100 USDT를 초과했습니다');
    const bad = await api.post('asset/withdraw/apply', who.token, {
      currencyId: 1,
      network: 'TRC20',
      address: TRON,
      amount: '-5',
      code,
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('amount');
    expect(spotOf(t, who.userId)).toBe(usdt('100'));
    // The code was never spent by a refusal: it still opens the whole balance.
    const all = await withdraw(who, { network: 'ERC20', address: EVM, amount: '100' }, code);
    expect(all.data).toMatchObject({ status: 'requested', receiveAmount: '95' });
    expect(spotOf(t, who.userId)).toBe(0n);
  });

  it('concurrent requests cannot overdraw the wallet', async () => {
    const who = await funded('concurrent', '100');
    await waitOutOfStepEdge();
    const secret = await bindAuthenticator(t.url, who);
    // Two requests at once with two valid codes (this step and the next), each for 60 of the
    // 100 in the wallet: both pass the first balance check, the engine freezes one of them.
    const answers = await Promise.all(
      [currentTotp(secret), currentTotp(secret, 1)].map((code) =>
        withdraw(who, { amount: '60' }, code),
      ),
    );
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.code === 102600003)).toHaveLength(1);
    expect(spotOf(t, who.userId)).toBe(usdt('40'));
    const list = (await api.get('asset/withdraw/list', who.token)).data as {
      list: { status: string }[];
      total: number;
    };
    // The refused request left no visible withdrawal.
    expect(list.total).toBe(1);
  });

  it('releases the frozen amount on cancel exactly once, and only while requested', async () => {
    const who = await funded('cancel', '200');
    const first = await withdraw(who, { amount: '80' });
    const id = Number(first.data?.id);
    expect(spotOf(t, who.userId)).toBe(usdt('120'));
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () => api.post('asset/withdraw/cancel', who.token, { id })),
    );
    expect(cancels.filter((c) => c.code === 0)).toHaveLength(1);
    expect(cancels.filter((c) => c.code === 102600005).map((c) => c.data)).toEqual(
      Array.from({ length: 4 }, () => ({ status: 'cancelled' })),
    );
    expect(spotOf(t, who.userId)).toBe(usdt('200'));
    // The refund's reference: applying it again changes nothing.
    await t.server.wallet.withdrawals.sweep(0);
    expect(spotOf(t, who.userId)).toBe(usdt('200'));

    // Once a processor took it, it can no longer be cancelled; it completes with a txId.
    const second = await withdraw(who, { amount: '30' });
    const secondId = Number(second.data?.id);
    expect(await t.server.wallet.withdrawals.take(secondId)).toBe(true);
    const late = await api.post('asset/withdraw/cancel', who.token, { id: secondId });
    expect(late.code).toBe(102600005);
    expect(late.data).toEqual({ status: 'processing' });
    expect(await t.server.wallet.withdrawals.complete(secondId, 'tx-1')).toBe(true);
    const list = (await api.get('asset/withdraw/list', who.token)).data as {
      list: { id: number; status: string; txId: string | null }[];
    };
    expect(list.list.map((w) => [w.id, w.status, w.txId])).toEqual([
      [secondId, 'completed', 'tx-1'],
      [id, 'cancelled', null],
    ]);
    expect(spotOf(t, who.userId)).toBe(usdt('170'));
  });

  /**
   * Changes the password from `who`'s session after a step-up (every other session ends): the
   * time of the change.
   */
  async function changePassword(who: { email: string; token: string }): Promise<number> {
    const stepUpToken = await stepUp(t.url, who);
    const changedAt = Date.now();
    const changed = await call(
      'user/password/update',
      { newPassword: NEW_PASSWORD, stepUpToken },
      { token: who.token },
    );
    expect(changed.code, changed.raw).toBe(0);
    forgetStepUp(who.token);
    return changedAt;
  }

  /**
   * Logs in with the new password from a browser holding `cookie` (a device credential), or from
   * a new browser, which the log-in gives a credential of its own; `deviceId` as the header.
   */
  async function logIn<W extends { email: string }>(who: W, cookie?: string, deviceId?: string) {
    const headers: Record<string, string> = {
      ...(cookie ? { cookie } : {}),
      ...(deviceId ? { 'device-id': deviceId } : {}),
    };
    const mark = await outboxMark(t.url, who.email);
    const check = await call(
      'user/login/new/check',
      { email: who.email, password: NEW_PASSWORD },
      { headers },
    );
    expect(check.code, check.raw).toBe(0);
    const loginCode = await nextOutboxCode(t.url, who.email, mark);
    const confirm = await call(
      'user/login/confirm',
      { ticket: check.data?.ticket, code: loginCode },
      { headers },
    );
    expect(confirm.code, confirm.raw).toBe(0);
    return {
      ...who,
      token: String(confirm.data?.token),
      cookie: cookie ?? deviceCookieOf(confirm),
    };
  }

  it('blocks withdrawals for 24 hours after a password change on a device not used before it', async () => {
    const who = await funded('block', '100');
    const changedAt = await changePassword(who);
    const newBrowser = await logIn(who);
    expect(newBrowser.cookie).not.toBe(who.cookie);
    // A new browser, and any request without the credential (the session of a known one too).
    for (const [session, cookie] of [
      [newBrowser, newBrowser.cookie],
      [newBrowser, undefined],
      [who, undefined],
    ] as const) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const info = await api.get('asset/withdraw/info?network=TRC20', session.token, headers);
      const until = Number(info.data?.blockedUntil);
      expect(until).toBeGreaterThanOrEqual(changedAt + 24 * 3600_000 - 5_000);
      expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
      // The block is answered before any code is looked at.
      const refused = await withdraw({ ...session, cookie }, { amount: '20' }, '000000');
      expect(refused.code).toBe(102600004);
      expect(refused.data?.blockedUntil).toBe(until);
      expect(refused.message).toContain(new Date(until).toISOString().slice(0, 10));
    }
    expect(spotOf(t, who.userId)).toBe(usdt('100'));
    // The browser that held a session before the change is not new: the session that changed
    // the password (it stays logged in) and a new log-in from it withdraw at once.
    const known = await logIn(who, who.cookie);
    for (const session of [who, known]) {
      expect(
        (
          await api.get('asset/withdraw/info?network=TRC20', session.token, {
            cookie: who.cookie,
          })
        ).data?.blockedUntil,
      ).toBe(null);
    }
    expect((await withdraw(known, { amount: '20' })).code).toBe(0);
  });

  it('decides the new-device block by the server’s device credential alone, never by a device-id header or a made-up cookie', async () => {
    const who = await funded('forged', '100', 'device-forged-old');
    await changePassword(who);
    // A new browser claiming the old browser's device id in the header, at log-in and after.
    const session = await logIn(who, undefined, 'device-forged-old');
    const forged = { 'device-id': 'device-forged-old', cookie: session.cookie };
    const info = await api.get('asset/withdraw/info?network=TRC20', session.token, forged);
    expect(info.data?.blockedUntil).toEqual(expect.any(Number));
    const code = await withdrawCode(who.email, session.token);
    const refused = await api.post(
      'asset/withdraw/apply',
      session.token,
      { currencyId: 1, network: 'TRC20', address: TRON, amount: '20', code },
      forged,
    );
    expect([refused.code, refused.data?.blockedUntil]).toEqual([
      102600004,
      info.data?.blockedUntil,
    ]);
    // A well-formed credential the server never issued is a new device too.
    const madeUp = { cookie: `exch_device=${'A'.repeat(43)}` };
    expect(
      (await api.get('asset/withdraw/info?network=TRC20', session.token, madeUp)).data
        ?.blockedUntil,
    ).toEqual(expect.any(Number));
    expect(spotOf(t, who.userId)).toBe(usdt('100'));
    // Nor does a header naming a new device block the known browser.
    const known = await logIn(who, who.cookie, 'device-forged-new');
    const header = { 'device-id': 'device-forged-new', cookie: who.cookie };
    expect(
      (await api.get('asset/withdraw/info?network=TRC20', known.token, header)).data?.blockedUntil,
    ).toBe(null);
  });

  it('large withdrawals wait for the operator, who approves or rejects them from the CLI', async () => {
    const who = await funded('operator', '2000');
    const big = await withdraw(who, { amount: '600' });
    const small = await withdraw(who, { amount: '100' });
    expect(big.data).toMatchObject({ needsApproval: true, status: 'requested' });
    expect(small.data).toMatchObject({ needsApproval: false });
    const bigId = Number(big.data?.id);
    const smallId = Number(small.data?.id);
    const ready = async () =>
      (await t.server.wallet.withdrawals.ready(Date.now(), 1000)).map((w) => w.id);
    expect(await ready()).toContain(smallId);
    expect(await ready()).not.toContain(bigId);

    const command = (...args: string[]) =>
      runScript('server/cli/withdraw.ts', args, { ...process.env, DATA_DIR: t.dataDir });
    const listed = await command('list');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^#${bigId} +requested +NEEDS APPROVAL +user ${who.userId} +600 USDT`, 'm'),
    );
    const approved = await command('approve', String(bigId));
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`approved: #${bigId}`);
    expect(await ready()).toContain(bigId);
    expect((await command('approve', String(bigId))).code).toBe(1);

    expect(spotOf(t, who.userId)).toBe(usdt('1300'));
    expect((await command('reject', String(smallId))).code).toBe(2);
    const rejected = await command(
      'reject',
      String(smallId),
      '--reason',
      'address on a sanctions list',
    );
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(spotOf(t, who.userId)).toBe(usdt('1400'));
    expect((await command('reject', String(smallId), '--reason', 'again')).code).toBe(1);
    expect(spotOf(t, who.userId)).toBe(usdt('1400'));
    const row = (
      (await api.get('asset/withdraw/list?status=rejected', who.token)).data as {
        list: { id: number; reason: string }[];
      }
    ).list[0];
    expect(row).toMatchObject({ id: smallId, reason: 'address on a sanctions list' });
    // The user can no longer cancel what the operator decided.
    expect((await api.post('asset/withdraw/cancel', who.token, { id: smallId })).code).toBe(
      102600005,
    );
  });

  it('answers another user’s ids as unknown ones and keeps the address book per user', async () => {
    const owner = await funded('owner', '100');
    const intruder = await funded('intruder', '0');
    const mine = await withdraw(owner, { amount: '40' });
    const id = Number(mine.data?.id);
    // Adding an address is a security change: a step-up first (the session alone is refused).
    const entryBody = { currencyId: 1, network: 'ERC20', address: EVM, label: 'cold wallet' };
    expect((await api.post('asset/withdraw/address/add', owner.token, entryBody)).code).toBe(
      102500003,
    );
    const stepUpToken = await stepUp(t.url, owner);
    const saved = await api.post('asset/withdraw/address/add', owner.token, {
      ...entryBody,
      stepUpToken,
    });
    expect(saved.data).toMatchObject({ network: 'ERC20', address: EVM, label: 'cold wallet' });
    const entry = Number(saved.data?.id);
    const again = await api.post('asset/withdraw/address/add', owner.token, {
      currencyId: 1,
      network: 'ERC20',
      address: EVM,
      label: 'twice',
      stepUpToken,
    });
    expect([again.code, again.data]).toEqual([102600011, { id: entry }]);
    const invalid = await api.post('asset/withdraw/address/add', owner.token, {
      currencyId: 1,
      network: 'TRC20',
      address: EVM,
      label: 'wrong network',
      stepUpToken,
    });
    expect(invalid.code).toBe(102600001);

    const same = (a: Answer, b: Answer) =>
      expect({ status: a.status, code: a.code, message: a.message, data: a.data }).toEqual({
        status: b.status,
        code: b.code,
        message: b.message,
        data: b.data,
      });
    const foreignCancel = await api.post('asset/withdraw/cancel', intruder.token, { id });
    same(foreignCancel, await api.post('asset/withdraw/cancel', intruder.token, { id: 987654321 }));
    expect(foreignCancel.code).toBe(102600006);
    const foreignDelete = await api.post('asset/withdraw/address/delete', intruder.token, {
      id: entry,
    });
    same(
      foreignDelete,
      await api.post('asset/withdraw/address/delete', intruder.token, { id: 987654321 }),
    );
    expect(foreignDelete.code).toBe(102600009);
    for (const path of ['asset/withdraw/list', 'asset/history', 'asset/deposit/list'])
      expect((await api.get(path, intruder.token)).data).toMatchObject({ list: [], total: 0 });
    expect((await api.get('asset/withdraw/address/list', intruder.token)).data).toEqual([]);

    // Nothing of the owner's moved.
    expect(spotOf(t, owner.userId)).toBe(usdt('60'));
    expect((await api.get('asset/withdraw/address/list', owner.token)).data).toHaveLength(1);
    expect(
      (await api.post('asset/withdraw/address/delete', owner.token, { id: entry })).data,
    ).toEqual({ deleted: true, id: entry });
    expect((await api.get('asset/withdraw/address/list', owner.token)).data).toEqual([]);
  });

  it('never lets an API key move money, and lets a read key read', async () => {
    const who = await funded('keys', '0');
    for (const path of [
      'asset/withdraw/apply',
      'asset/withdraw/cancel',
      'asset/withdraw/sendCode',
      'asset/withdraw/address/add',
      'asset/withdraw/address/delete',
      'asset/deposit/demo',
    ]) {
      const answer = await api.post(path, who.token, {}, { 'x-mbx-apikey': 'k'.repeat(64) });
      // The key header decides: session-only routes refuse it before looking at the key.
      expect([answer.status, answer.code], path).toEqual([403, 102400006]);
    }
    const read = await api.get('asset/withdraw/list', who.token, {
      'x-mbx-apikey': 'k'.repeat(64),
    });
    // A listed read route looks the key up (unknown here): not the session-only refusal.
    expect(read.code).toBe(102400001);
    expect(NETWORK_SPECS.TRC20.withdrawFee).toBe(usdt('1'));
  });
});
