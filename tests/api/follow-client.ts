import { pollFor, type Driver, type TestServer } from './harness';
import {
  fund,
  jsonApi,
  priceFromMark,
  trader,
  userIdOf,
  useTradingServer,
  type futures,
  type TradingServer,
} from './trading-client';

/**
 * A client of the copy-trading API (`{v2}/follow/…`) for API tests: calls, a funded lead trader,
 * a book to trade against, and waiting for the mirroring (it runs after the leader's command is
 * durable, so a test waits for its records).
 */

export function followApi(base: string) {
  return jsonApi(base, '/api/v2/');
}

export type FollowCall = ReturnType<typeof followApi>;

/** `useTradingServer` with the copy-trading API of the started server handed along. */
export function useFollowServer(
  driver: Driver,
  use: (server: TradingServer & { follow: FollowCall }) => void,
  env?: Record<string, string>,
): void {
  useTradingServer(driver, (server) => use({ ...server, follow: followApi(server.t.url) }), env);
}

/** A trader with `amount` USDT in futures who offers their trading under `nickname`. */
export async function leadTrader(
  base: string,
  call: ReturnType<typeof futures>,
  follow: FollowCall,
  nickname: string,
  amount: string,
): Promise<{ token: string; userId: number }> {
  const token = await trader(base);
  await fund(call, base, token, amount);
  const applied = await follow('follow/lead/apply', token, { nickname });
  if (applied.code !== 0) throw new Error(`lead/apply failed: ${JSON.stringify(applied)}`);
  return { token, userId: await userIdOf(base, token) };
}

/** A follower with `funded` USDT in futures, following `leaderId` with `amount`. */
export async function follower(
  base: string,
  call: ReturnType<typeof futures>,
  follow: FollowCall,
  leaderId: number,
  amount: string,
  tradeCap: string,
  funded = amount,
): Promise<{ token: string; userId: number; followId: number }> {
  const token = await trader(base);
  await fund(call, base, token, funded);
  const started = await follow('follow/start', token, { leaderId, amount, tradeCap });
  if (started.code !== 0) throw new Error(`follow/start failed: ${JSON.stringify(started)}`);
  return { token, userId: await userIdOf(base, token), followId: Number(started.data.followId) };
}

/**
 * Resting orders of `maker` on both sides of `contractId`, `percent` from the mark: every market
 * order of the test fills against them at one price per side.
 */
export async function restBothSides(
  t: TestServer,
  call: ReturnType<typeof futures>,
  maker: string,
  contractId: number,
  quantity: string,
  percent = 0.1,
): Promise<void> {
  for (const [side, away] of [
    ['sell', percent],
    ['buy', -percent],
  ] as const) {
    const placed = await call('future/order/place', maker, {
      contractId,
      side,
      orderType: 1,
      quantity,
      price: priceFromMark(t, contractId, away),
    });
    if (placed.code !== 0) throw new Error(`maker order refused: ${JSON.stringify(placed)}`);
  }
}

/** Polls `check` until it returns a value (not undefined) or `ms` pass. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  ms = 15_000,
  what = 'the condition',
): Promise<T> {
  return pollFor(what, check, ms, 100);
}

export interface MirroredTrade {
  followId: number;
  leaderSeq: number;
  action: string;
  status: string;
  reason: string | null;
  code: number | null;
  quantity: string;
  proportionalQuantity: string;
  capQuantity: string | null;
  leaderEquity: string | null;
  followerEquity: string | null;
  leaderQuantity: string;
  markPrice: string;
  clientOrderId: string;
  orderId: number | null;
}

/** The follower's mirrored-order records, oldest first, once there are `count` of them. */
export async function mirroredTrades(
  follow: FollowCall,
  token: string,
  count: number,
): Promise<MirroredTrade[]> {
  return eventually(
    async () => {
      const list = (await follow('follow/trades?size=100', token)).data.list as MirroredTrade[];
      return list.length >= count ? [...list].reverse() : undefined;
    },
    15_000,
    `${count} mirrored orders`,
  );
}

/** The follow account's position size on a contract (base asset, signed by direction). */
export async function followSize(
  follow: FollowCall,
  token: string,
  contractId: number,
): Promise<number> {
  const positions = (await follow('follow/positions', token)).data.positions as {
    contractId: number;
    size: string;
  }[];
  return positions
    .filter((p) => p.contractId === contractId)
    .reduce((sum, p) => sum + Number(p.size), 0);
}
