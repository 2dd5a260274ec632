import { signed } from './api-key-client';
import { binanceTrader } from './binance-client';
import { drivers } from './harness';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';
import {
  buyFromMaker,
  fund,
  priceFromMark,
  trader,
  useTradingServer,
  type Answer,
  type TradingServer,
} from './trading-client';

/**
 * A position or margin mode change while positions or open orders exist: refused with its own
 * code (102900001, not 1009 "contact customer service") and worded in the caller's language; the
 * Binance-compatible layer answers Binance's codes for the same refusals.
 */

const BTC = 1;
const POSITIONS_OR_ORDERS_OPEN = 102900001;
/** The code's words in the table (messages/<language>.json `Errors`), as the page shows them. */
const KOREAN = ko.Errors['102900001'];
const JAPANESE = ja.Errors['102900001'];

describe.each(drivers.slice(0, 1))(
  'mode change with positions or orders open on $name',
  (driver) => {
    let server: TradingServer;
    useTradingServer(driver, (started) => {
      server = started;
    });

    /** A private futures call with the headers the web app (`language`) or a browser sends. */
    async function callWith(
      headers: Record<string, string>,
      path: string,
      token: string,
      body: Record<string, unknown>,
    ): Promise<Answer> {
      const response = await fetch(`${server.t.url}/api/futures/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...headers,
        },
        body: JSON.stringify(body),
      });
      const parsed = (await response.json()) as Omit<Answer, 'status' | 'headers'>;
      return { ...parsed, status: response.status, headers: response.headers };
    }

    async function markReady(): Promise<void> {
      for (let waited = 0; waited < 10_000; waited += 100) {
        if ((server.t.server.exchange?.host?.state.contracts.get(BTC)?.markPrice ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no mark price in time');
    }

    /** A funded trader with a long BTC position bought from a maker. */
    async function withPosition(token: string): Promise<void> {
      await markReady();
      const maker = await trader(server.t.url);
      await fund(server.call, server.t.url, maker, '5000');
      const bought = await buyFromMaker(server.call, maker, token, {
        contractId: BTC,
        price: priceFromMark(server.t, BTC, 0.1),
        quantity: '0.01',
      });
      expect(bought.code, JSON.stringify(bought)).toBe(0);
      expect(bought.data.filledQuantity).toBe('0.01');
    }

    /** A funded trader's bid resting far under the mark. */
    async function withRestingOrder(token: string): Promise<void> {
      await markReady();
      const rested = await server.call('future/order/place', token, {
        contractId: BTC,
        side: 'buy',
        orderType: 1,
        price: priceFromMark(server.t, BTC, -3),
        quantity: '0.01',
      });
      expect(rested.code, JSON.stringify(rested)).toBe(0);
    }

    async function expectRefused(token: string): Promise<void> {
      const korean = await callWith({ language: 'ko_KR' }, 'future/positionMode', token, {
        hedge: true,
      });
      expect(korean).toMatchObject({ status: 200, code: POSITIONS_OR_ORDERS_OPEN, success: false });
      expect(korean.message).toContain(KOREAN);

      const japanese = await callWith(
        { 'accept-language': 'ja-JP,ja;q=0.9' },
        'future/marginMode',
        token,
        { contractId: BTC, isolated: true },
      );
      expect(japanese).toMatchObject({ status: 200, code: POSITIONS_OR_ORDERS_OPEN });
      expect(japanese.message).toContain(JAPANESE);

      const english = await callWith({}, 'future/marginMode', token, {
        contractId: BTC,
        isolated: true,
      });
      expect(english.code).toBe(POSITIONS_OR_ORDERS_OPEN);
      expect(english.message).toBe(en.Errors['102900001']);
      expect(english.message).not.toContain('customer service');

      // Nothing changed.
      const configs = await server.call('configs/private', token);
      expect(configs.data.positionMode).toEqual({ hedge: false });
      expect(configs.data.positionConfigs).toContainEqual(
        expect.objectContaining({ contractId: BTC, isolated: false }),
      );
    }

    it('refuses both mode changes while a position is open, in the caller’s language', async () => {
      const token = await trader(server.t.url);
      await fund(server.call, server.t.url, token, '1000');
      await withPosition(token);
      await expectRefused(token);
    });

    it('refuses both mode changes while an order is open, in the caller’s language', async () => {
      const token = await trader(server.t.url);
      await fund(server.call, server.t.url, token, '1000');
      await withRestingOrder(token);
      await expectRefused(token);
      // The margin mode of another contract, with nothing open on it, still changes.
      const other = await server.call('future/marginMode', token, {
        contractId: 2,
        isolated: true,
      });
      expect(other.code).toBe(0);
    });

    it('answers Binance’s codes on /fapi: -4068 / -4048 for a position, -4067 / -4047 for open orders', async () => {
      const dual = (key: Parameters<typeof signed>[2]) =>
        signed(server.t.url, '/fapi/v1/positionSide/dual', key, {
          body: 'dualSidePosition=true',
          contentType: 'application/x-www-form-urlencoded',
          signatureIn: 'body',
        });
      const marginType = (key: Parameters<typeof signed>[2]) =>
        signed(server.t.url, '/fapi/v1/marginType', key, {
          body: 'symbol=BTCUSDT&marginType=ISOLATED',
          contentType: 'application/x-www-form-urlencoded',
          signatureIn: 'body',
        });

      // A holder of a position, then a bidder with a resting order: each change refused.
      for (const [open, dualRefusal, marginRefusal] of [
        [
          withPosition,
          { code: -4068, msg: 'Position side cannot be changed if there exists position.' },
          { code: -4048, msg: 'Margin type cannot be changed if there exists position.' },
        ],
        [
          withRestingOrder,
          { code: -4067, msg: 'Position side cannot be changed if there exists open orders.' },
          { code: -4047, msg: 'Margin type cannot be changed if there exists open orders.' },
        ],
      ] as const) {
        const user = await binanceTrader(server.t.url, '1000');
        await open(user.token);
        expect(await dual(user.key)).toMatchObject({ status: 400, ...dualRefusal });
        expect(await marginType(user.key)).toMatchObject({ status: 400, ...marginRefusal });
      }
    });
  },
);
