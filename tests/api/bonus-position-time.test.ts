import type { Socket } from 'socket.io-client';
import { BONUS_MAX_HOLD_MS } from '../../server/engine';
import { v2 } from './auth-client';
import { drivers, spawnServer, stopServer, useServerWorkspace } from './harness';
import { connectClient, send, subscribeBody, until } from './live-client';
import { buyFromMaker, fund, futures, trader, TRADING_SERVER_ENV } from './trading-client';

/**
 * A position's opening time, end to end: the engine's clock when it opened, on the position in
 * `future/position/list` and in the 3012 frames, with the automatic close of a bonus position
 * (24 h later) beside it; the bonus account's voucher leverage on its balance and its own
 * position configs. The times are the journal's: the same after a SIGKILL and a restart.
 */

type Row = Record<string, unknown>;
interface Frame {
  type: number;
  data: Row[];
}

/** BTC's mark price from the public overview, on its 0.1 tick. */
async function markOf(base: string): Promise<number> {
  const response = await fetch(`${base}/api/getOverview`);
  const body = (await response.json()) as { data: { cid: number; mp: string }[] };
  const mark = Number(body.data.find((row) => row.cid === 1)?.mp);
  if (!(mark > 0)) throw new Error('no BTC mark price');
  return mark;
}

describe.each(drivers)('a position’s opening time on $name', (driver) => {
  const workspace = useServerWorkspace(driver);

  it(
    'lists and pushes when a position opened and when a bonus one closes by itself, the same after a restart',
    { timeout: 240_000 },
    async () => {
      const env = workspace.env(TRADING_SERVER_ENV);
      const first = await spawnServer(env);
      let call = futures(first.url);
      const token = await trader(first.url);
      const maker = await trader(first.url);
      await fund(call, first.url, maker, '5000');
      await fund(call, first.url, token, '100');

      // The KYC voucher (150 USDT, 20x) into the bonus account.
      const api = v2(first.url);
      const vouchers = (await api('rewards/vouchers', {}, { token, method: 'GET' })).data as {
        list: { id: number; taskKey: string; maxLeverage: number }[];
      };
      const kyc = vouchers.list.find((v) => v.taskKey === 'kycLevel1');
      expect(kyc?.maxLeverage).toBe(20);
      const used = await api('rewards/voucher/use', { voucherId: kyc?.id }, { token });
      expect(used.code, used.raw).toBe(0);

      // The bonus account states its fund leverage; its configs are its own.
      const accounts = (await call('future/accounts', token)).data as unknown as {
        at: number;
        assets: Row[];
      }[];
      expect(accounts.find((a) => a.at === 10)?.assets[0]).toMatchObject({
        wallet: '150',
        bonus: '150',
        maxLeverage: 20,
      });
      expect(accounts.find((a) => a.at === 1)?.assets[0]).toMatchObject({ maxLeverage: null });
      const set = await call('future/leverage', token, {
        contractId: 1,
        leverage: 10,
        accountType: 10,
      });
      expect(set.code, JSON.stringify(set)).toBe(0);
      const configsOf = async (query: string) =>
        (
          (await call(`configs/private${query}`, token)).data as {
            positionMode: { hedge: boolean };
            positionConfigs: { contractId: number; leverage: number; isolated: boolean }[];
          }
        ).positionConfigs.find((c) => c.contractId === 1);
      expect(await configsOf('?accountType=10')).toMatchObject({ leverage: 10, isolated: false });
      expect(await configsOf('')).toMatchObject({ leverage: 20 });
      expect((await call('configs/private?accountType=2', token)).status).toBe(400);

      const socket: Socket = await connectClient(first.url);
      const frames: Frame[] = [];
      socket.on('match', (frame: Frame) => frames.push(frame));
      let pushed: Row | undefined;
      let before = 0;
      try {
        expect((await send(socket, 1001, { token })).code).toBe(0);
        expect((await send(socket, 1003, subscribeBody('match'))).code).toBe(0);

        // Opened against a resting ask, on the bonus account.
        const price = (Math.round((await markOf(first.url)) * 10) / 10).toFixed(1);
        before = Date.now();
        const opened = await buyFromMaker(call, maker, token, {
          contractId: 1,
          price,
          quantity: '0.01',
          accountType: 10,
        });
        expect(opened.code, JSON.stringify(opened)).toBe(0);
        expect(opened.data.filledQuantity).toBe('0.01');

        // The fill's frames: the position (3012) and the bonus account's balance (3002).
        let balance: Row | undefined;
        await until(
          socket,
          ['match'],
          () => {
            const rows = (type: number) =>
              frames.filter((f) => f.type === type).flatMap((f) => f.data);
            pushed = rows(3012).find((p) => p.accountType === 10 && p.size === '0.01');
            balance = rows(3002).findLast((b) => b.account === 10);
            return pushed !== undefined && balance !== undefined;
          },
          5000,
          'the bonus position and balance as 3012 and 3002 frames',
        );
        expect(balance).toMatchObject({ maxLeverage: 20 });
      } finally {
        socket.close();
      }
      const openedAt = Number(pushed?.openedAt);
      // The engine's clock at the fill: this process's time, within the call.
      expect(openedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(openedAt).toBeLessThanOrEqual(Date.now());
      expect(pushed?.autoCloseAt).toBe(openedAt + BONUS_MAX_HOLD_MS);

      const listed = async (who: string, accountType: number) =>
        (
          (await call(`future/position/list?accountType=${accountType}`, who)).data as {
            list: Row[];
          }
        ).list;
      const expected = { openedAt, autoCloseAt: openedAt + BONUS_MAX_HOLD_MS, accountType: 10 };
      expect(await listed(token, 10)).toMatchObject([expected]);
      // A futures-account position carries its opening time too, and no automatic close.
      const makers = await listed(maker, 1);
      expect(makers).toHaveLength(1);
      expect(makers[0]?.openedAt).toBe(openedAt);
      expect(makers[0]?.autoCloseAt).toBeNull();
      // The rewards page's bonus summary reads the same time.
      const grants = (await api('rewards/grants', {}, { token, method: 'GET' })).data as {
        bonusAccount: { position: { openedAt: number; autoCloseAt: number } | null };
      };
      expect(grants.bonusAccount.position).toMatchObject({
        openedAt,
        autoCloseAt: openedAt + BONUS_MAX_HOLD_MS,
      });

      // Killed, then started again from the journal: the same times, the same settings.
      await stopServer(first.child, 'SIGKILL');
      const second = await spawnServer(env);
      try {
        call = futures(second.url);
        expect(await listed(token, 10)).toMatchObject([expected]);
        expect((await listed(maker, 1))[0]?.openedAt).toBe(openedAt);
        expect(await configsOf('?accountType=10')).toMatchObject({ leverage: 10 });
        const again = (await call('future/accounts', token)).data as unknown as {
          at: number;
          assets: Row[];
          posis: Row[];
        }[];
        const bonus = again.find((a) => a.at === 10);
        expect(bonus?.assets[0]).toMatchObject({ maxLeverage: 20 });
        expect(bonus?.posis).toMatchObject([expected]);
      } finally {
        await stopServer(second.child, 'SIGKILL');
      }
    },
  );
});
