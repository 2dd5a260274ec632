import { eq } from 'drizzle-orm';
import { deposits } from '../../server/db/schema';
import { usdt } from '../../server/engine';
import { NETWORK_SPECS, validAddress } from '../../server/services/wallet/networks';
import { signUpByEmail, uniqueEmail } from './auth-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { userIdOf } from './trading-client';
import { spotOf, until, walletApi, walletEnv, workspace } from './wallet-client';

/**
 * Deposits through the real server: per-user addresses, the demo chain's confirmations, and a
 * transfer credited exactly once however the source reports it (twice, at once, across a
 * restart, and after a crash between the engine credit and its SQL record).
 */

interface DepositRow {
  id: number;
  txId: string;
  network: string;
  address: string;
  amount: string;
  confirmations: number;
  requiredConfirmations: number;
  status: string;
  creditedAt: number | null;
}

describe.each(drivers)('deposits on $name', (driver) => {
  let t: TestServer;
  let api: ReturnType<typeof walletApi>;
  beforeAll(async () => {
    t = await startTestServer(driver, walletEnv());
    api = walletApi(t.url);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  const user = async (tag: string) => {
    const token = await signUpByEmail(t.url, uniqueEmail(tag));
    return { token, userId: await userIdOf(t.url, token) };
  };

  it('lists the networks and gives each user one stable, valid address per network', async () => {
    const coins = await api.get('asset/coin/list', '');
    const networks = (coins.data as unknown as { networks: Record<string, unknown>[] }[])[0]
      ?.networks;
    expect(networks?.map((n) => [n.network, n.depositEnabled, n.withdrawEnabled])).toEqual([
      ['TRC20', true, true],
      ['ERC20', true, true],
      ['BEP20', true, true],
    ]);
    const [a, b] = [await user('addr-a'), await user('addr-b')];
    for (const network of ['TRC20', 'ERC20', 'BEP20'] as const) {
      const [first, again, concurrent] = await Promise.all([
        api.get(`asset/deposit/address?currencyId=1&network=${network}`, a.token),
        api.get(`asset/deposit/address?currencyId=1&network=${network}`, a.token),
        api.get(`asset/deposit/address?network=${network}`, a.token),
      ]);
      const address = String(first.data?.address);
      expect(validAddress(network, address), address).toBe(true);
      expect(again.data?.address).toBe(address);
      expect(concurrent.data?.address).toBe(address);
      const other = await api.get(`asset/deposit/address?network=${network}`, b.token);
      expect(other.data?.address).not.toBe(address);
    }
    const bad = await api.get('asset/deposit/address?network=SOL', a.token);
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('network');
  });

  it('a test deposit gains confirmations on the demo chain and is credited once', async () => {
    const { token, userId } = await user('demo-chain');
    const sent = await api.post('asset/deposit/demo', token, {
      currencyId: 1,
      network: 'TRC20',
      amount: '250.5',
    });
    expect(sent.code, sent.raw).toBe(0);
    expect(sent.data).toMatchObject({
      status: 'pending',
      confirmations: 0,
      requiredConfirmations: NETWORK_SPECS.TRC20.confirmations,
      amount: '250.5',
      network: 'TRC20',
      creditedAt: null,
    });
    const seen = new Set<number>();
    const credited = await until('the demo deposit credited', async () => {
      const list = (await api.get('asset/deposit/list', token)).data as unknown as {
        list: DepositRow[];
      };
      const row = list.list[0];
      if (row) seen.add(row.confirmations);
      return row?.status === 'credited' ? row : undefined;
    });
    expect(credited.confirmations).toBe(NETWORK_SPECS.TRC20.confirmations);
    expect(credited.creditedAt).toBeGreaterThan(0);
    // Confirmations were visible on the way (n/N), not only 0 and N.
    expect([...seen].some((n) => n > 0 && n < NETWORK_SPECS.TRC20.confirmations)).toBe(true);
    expect(spotOf(t, userId)).toBe(usdt('250.5'));
    // Below the network's minimum: refused, nothing recorded.
    const small = await api.post('asset/deposit/demo', token, {
      currencyId: 1,
      network: 'ERC20',
      amount: '1',
    });
    expect(small.code).toBe(102600002);
    expect(small.data).toEqual({ minAmount: '10' });
    expect((await api.get('asset/deposit/list', token)).data?.total).toBe(1);
  });

  it('credits a transfer once when the source reports it twice and concurrently', async () => {
    const { token, userId } = await user('double-report');
    const address = String(
      (await api.get('asset/deposit/address?network=BEP20', token)).data?.address,
    );
    const wallet = t.server.wallet;
    const transfer = {
      txId: `0x${'ab'.repeat(32)}`,
      network: 'BEP20' as const,
      address,
      amount: usdt('1000'),
      confirmations: 3,
    };
    await wallet.deposits.report(transfer);
    await wallet.deposits.report({ ...transfer, confirmations: 2 });
    const pending = (await api.get('asset/deposit/list?status=pending', token)).data as unknown as {
      list: DepositRow[];
    };
    // A late report never lowers the confirmations.
    expect(pending.list.map((d) => [d.confirmations, d.status])).toEqual([[3, 'pending']]);
    expect(spotOf(t, userId)).toBe(0n);
    const confirmed = { ...transfer, confirmations: NETWORK_SPECS.BEP20.confirmations };
    await Promise.all(Array.from({ length: 8 }, () => wallet.deposits.report(confirmed)));
    await wallet.deposits.report(confirmed);
    await wallet.deposits.report({ ...confirmed, confirmations: 99 });
    await wallet.deposits.sweep();
    expect(spotOf(t, userId)).toBe(usdt('1000'));
    const list = (await api.get('asset/deposit/list', token)).data as unknown as {
      list: DepositRow[];
      total: number;
    };
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ status: 'credited', amount: '1000' });
    // The same txId with another amount is a different claim: ignored, never credited.
    await wallet.deposits.report({ ...confirmed, amount: usdt('5000') });
    expect(spotOf(t, userId)).toBe(usdt('1000'));
    // Transfers to an address nobody holds are not recorded.
    await wallet.deposits.report({ ...confirmed, txId: '0xfeed', address: `0x${'1'.repeat(40)}` });
    expect(
      (await t.server.database.db.select().from(deposits).where(eq(deposits.txId, '0xfeed')))
        .length,
    ).toBe(0);
  });

  it('answers every deposit route for another user as for nobody', async () => {
    const owner = await user('dep-owner');
    const intruder = await user('dep-intruder');
    await api.post('asset/deposit/demo', owner.token, {
      currencyId: 1,
      network: 'TRC20',
      amount: '5',
    });
    const list = await api.get('asset/deposit/list', intruder.token);
    expect(list.data).toMatchObject({ list: [], total: 0 });
    const history = await api.get('asset/history?type=deposit', intruder.token);
    expect(history.data).toMatchObject({ list: [], total: 0 });
  });
});

describe.each(drivers)('deposits across restarts on $name', (driver) => {
  it(
    'credits exactly once after a restart, and after a crash between the engine and SQL',
    { timeout: 180_000 },
    async () => {
      const space = await workspace(driver);
      let t = await space.start(walletEnv());
      try {
        const api = walletApi(t.url);
        const token = await signUpByEmail(t.url, uniqueEmail('restart-deposit'));
        const userId = await userIdOf(t.url, token);
        const address = String(
          (await api.get('asset/deposit/address?network=ERC20', token)).data?.address,
        );
        const transfer = {
          txId: `0x${'cd'.repeat(32)}`,
          network: 'ERC20' as const,
          address,
          amount: usdt('700'),
          confirmations: NETWORK_SPECS.ERC20.confirmations,
        };
        await t.server.wallet.deposits.report(transfer);
        expect(spotOf(t, userId)).toBe(usdt('700'));
        // The crash: the engine holds the credit, SQL never recorded it (still `crediting`).
        await t.server.database.db
          .update(deposits)
          .set({ status: 'crediting', creditedAt: null })
          .where(eq(deposits.txId, transfer.txId));
        // And one claimed for crediting whose engine command never ran.
        const other = { ...transfer, txId: `0x${'ef'.repeat(32)}`, amount: usdt('30') };
        await t.server.database.db.insert(deposits).values({
          userId,
          currencyId: 1,
          network: 'ERC20',
          address,
          txId: other.txId,
          amount: other.amount,
          confirmations: other.confirmations,
          requiredConfirmations: other.confirmations,
          status: 'crediting',
          source: 'demo',
          createdAt: Date.now(),
          updatedAt: Date.now(),
        });
        await t.stop();
        t = await space.start(walletEnv());
        // The start's sweep finished both: each credited once.
        expect(spotOf(t, userId)).toBe(usdt('730'));
        const rows = await t.server.database.db
          .select({ status: deposits.status })
          .from(deposits)
          .where(eq(deposits.userId, userId));
        expect(rows.map((r) => r.status)).toEqual(['credited', 'credited']);
        // The source reports both again after the restart: nothing more.
        await t.server.wallet.deposits.report(transfer);
        await t.server.wallet.deposits.report(other);
        await t.server.wallet.deposits.sweep();
        expect(spotOf(t, userId)).toBe(usdt('730'));
      } finally {
        await t.stop();
        await space.drop();
      }
    },
  );
});

describe.each(drivers)('without a deposit source on $name', (driver) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(driver, walletEnv({ DEMO_DEPOSIT: 'off' }));
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('says deposits and withdrawals are not available and never shows an address', async () => {
    const api = walletApi(t.url);
    const token = await signUpByEmail(t.url, uniqueEmail('no-source'));
    const coins = (await api.get('asset/coin/list', '')).data as unknown as {
      networks: { depositEnabled: boolean; withdrawEnabled: boolean }[];
    }[];
    expect(coins[0]?.networks.every((n) => !n.depositEnabled && !n.withdrawEnabled)).toBe(true);
    const address = await api.get('asset/deposit/address?network=TRC20', token);
    expect(address.code).toBe(102600007);
    expect(address.data).toEqual({ network: 'TRC20' });
    expect(address.raw).not.toMatch(/"address"/);
    expect((await api.post('asset/deposit/demo', token, {})).status).toBe(404);
  });
});
