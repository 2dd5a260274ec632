import { nextOutboxCode, outboxMark } from './auth-client';
import { drivers, spawnServer, stopServer, useServerWorkspace } from './harness';
import { deposit, futures, trader } from './trading-client';
import { until, walletApi, walletEnv } from './wallet-client';

/**
 * SIGKILL of the server process with a chain deposit pending, a withdrawal frozen and a transfer
 * whose history row may not be written yet: after the restart the deposit is credited once, the
 * withdrawal is still frozen and cancels back once, and the transfer is in the history.
 */

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe.each(drivers)('the wallet across a SIGKILL on $name', (driver) => {
  const workspace = useServerWorkspace(driver);

  it(
    'credits the pending deposit once, keeps the freeze, refunds once and keeps the transfer',
    { timeout: 240_000 },
    async () => {
      const env = workspace.env({
        ...walletEnv({ DEMO_CHAIN_CONFIRM_MS: '4000' }),
        LOG_LEVEL: 'info',
      });
      const first = await spawnServer(env);
      let api = walletApi(first.url);
      const token = await trader(first.url);
      const email = String((await api.post('user/base/info', token)).data?.email);
      await deposit(first.url, token, '500');
      const mark = await outboxMark(first.url, email);
      await api.post('asset/withdraw/sendCode', token);
      const code = await nextOutboxCode(first.url, email, mark);
      const frozen = await api.post('asset/withdraw/apply', token, {
        currencyId: 1,
        network: 'TRC20',
        address: TRON,
        amount: '40',
        code,
      });
      expect(frozen.data).toMatchObject({ status: 'requested' });
      const chain = await api.post('asset/deposit/demo', token, {
        currencyId: 1,
        network: 'BEP20',
        amount: '80',
      });
      expect(chain.data).toMatchObject({ status: 'pending' });
      const moved = await futures(first.url)('future/transfer', token, {
        from: 'spot',
        to: 1,
        currencyId: 1,
        amount: '100',
      });
      expect(moved.code).toBe(0);
      // At once: the transfer's history row is in a batch that has not been written yet.
      await stopServer(first.child, 'SIGKILL');

      const second = await spawnServer(env);
      try {
        api = walletApi(second.url);
        const call = futures(second.url);
        const credited = await until('the pending deposit credited after the restart', async () => {
          const list = (await api.get('asset/deposit/list?status=credited', token)).data as {
            list: { id: number }[];
          };
          return list.list.find((d) => d.id === chain.data?.id);
        });
        expect(credited).toBeDefined();
        // 500 − 40 frozen − 100 moved + 80 credited once.
        const spot = async () =>
          ((await call('future/spotBalance', token)).data as unknown as { real: string }[])[0]
            ?.real;
        expect(await spot()).toBe('440');
        const transfers = (await api.get('asset/history?type=transfer', token)).data as {
          list: { amount: string }[];
        };
        expect(transfers.list.map((i) => i.amount)).toEqual(['100']);
        const cancel = await api.post('asset/withdraw/cancel', token, { id: frozen.data?.id });
        expect(cancel.data).toMatchObject({ status: 'cancelled' });
        expect(await spot()).toBe('480');
      } finally {
        await stopServer(second.child, 'SIGKILL');
      }
      // Once more: nothing is credited or refunded twice by the next start's sweep.
      const third = await spawnServer(env);
      try {
        const spot = (await futures(third.url)('future/spotBalance', token)).data as unknown as {
          real: string;
        }[];
        expect(spot[0]?.real).toBe('480');
        expect(third.output()).not.toContain('deposits left crediting');
      } finally {
        await stopServer(third.child);
      }
    },
  );
});
