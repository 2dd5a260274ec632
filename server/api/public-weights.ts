import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { addressKey } from '../auth/rate-limiter';
import { failure } from './envelope';
import { requestLanguage } from './language';
import { type Language } from '../../lib/contract/wire/language';
import { requestToken } from './user-route';

/**
 * Request weight per client and minute, as Binance counts it: each public route adds its weight
 * (heavier queries weigh more) to its client's count in the current UTC minute; past the limit
 * the request is refused (429, `Retry-After` until the minute ends) without being run. One
 * mechanism for the app's public routes (`X-Used-Weight-1m`) and the Binance-compatible layer
 * (`X-MBX-USED-WEIGHT-1M`), each with its own counter and limit. Counted in this process.
 */
export class WeightCounter {
  private minute = -1;
  private readonly used = new Map<string, number>();

  constructor(
    readonly limit: number,
    private readonly now: () => number,
  ) {}

  /**
   * Adds a request's weight to every key (a client address, and its session when it sends one);
   * refused when any key would pass the limit, and then nothing is added. `used` is the highest
   * count among the keys.
   */
  add(
    keys: string | readonly string[],
    weight: number,
  ): { used: number; limit: number; retryAfterSeconds?: number } {
    const now = this.now();
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.used.clear();
    }
    const list = typeof keys === 'string' ? [keys] : keys;
    let before = 0;
    for (const key of list) before = Math.max(before, this.used.get(key) ?? 0);
    if (before + weight > this.limit) {
      return {
        used: before,
        limit: this.limit,
        retryAfterSeconds: Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000)),
      };
    }
    for (const key of list) this.used.set(key, (this.used.get(key) ?? 0) + weight);
    return { used: before + weight, limit: this.limit };
  }
}

/** Weight of a candle page by its size (Binance's klines table, also the app's candle routes). */
export function candleWeight(limit: number): number {
  if (limit < 100) return 1;
  if (limit < 500) return 2;
  if (limit <= 1000) return 5;
  return 10;
}

/** Weight of an order book snapshot by its depth (Binance's depth table). */
export function depthWeight(limit: number): number {
  if (limit <= 50) return 2;
  if (limit <= 100) return 5;
  if (limit <= 500) return 10;
  return 20;
}

/** Weight of a history list read from SQL (funding rates, insurance fund) by its length. */
export function historyWeight(limit: number): number {
  return limit <= 100 ? 1 : 5;
}

/** Per client address and minute on the app's public routes (PUBLIC_WEIGHT_LIMIT). */
export const PUBLIC_WEIGHT_LIMIT = 6000;
/** The app's header with the weight the client used in the current minute. */
export const USED_WEIGHT_HEADER = 'x-used-weight-1m';

type Query = Readonly<Record<string, unknown>>;
/** A route's weight: fixed, or from its query (as sent: strings, before validation). */
export type PublicWeight = number | ((query: Query) => number);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the app's public routes (`getRoute`); charged by `chargePublicWeight`. */
    publicWeight?: PublicWeight;
  }
}

/** The header of the web app's server rendering (lib/http/index.ts) and its secret's variable. */
const INTERNAL_RENDER_HEADER = 'x-internal-render';

/**
 * A request of this process's own page rendering: from this machine, with the secret the server
 * put in its environment before Next started (http-server.ts). Every page render comes from
 * 127.0.0.1, so without this the pages of all visitors would share one address's budget.
 */
function isOwnRendering(request: FastifyRequest): boolean {
  const secret = process.env.INTERNAL_RENDER_SECRET;
  const sent = request.headers[INTERNAL_RENDER_HEADER];
  if (!secret || typeof sent !== 'string' || sent.length !== secret.length) return false;
  return isLoopback(request.ip) && timingSafeEqual(Buffer.from(sent), Buffer.from(secret));
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/** A numeric query parameter as sent, or `fallback` when it is missing or not a number. */
export function queryNumber(query: Query, name: string, fallback: number): number {
  const value = query[name];
  const parsed = typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

const REFUSED: Record<Language, string> = {
  en: 'too many requests: at most {limit} request weight a minute from one address; retry in {seconds} s',
  ko: '요청이 너무 많습니다: 한 주소에서 1분에 요청 가중치 {limit}까지 허용됩니다. {seconds}초 후 다시 시도하세요',
  ja: 'リクエストが多すぎます：1つのアドレスからのリクエストウェイトは1分あたり{limit}までです。{seconds}秒後に再試行してください',
  'zh-hant': '請求過多：每個位址每分鐘的請求權重上限為 {limit}，請於 {seconds} 秒後重試',
};

/**
 * The `onRequest` hook of the app's public routes: charges the route's weight to the client's
 * address (IPv6 by its /64, as the auth limiter counts it) and, when the request carries a session
 * token, to that session too (a signed-in user's requests from several addresses share one
 * budget). The token is not looked up: an unknown one only adds a key, the address is charged all
 * the same, and no public request costs a SQL statement. Routes without `publicWeight` pass.
 */
export function chargePublicWeight(weights: WeightCounter): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done) => {
    const declared = request.routeOptions.config.publicWeight;
    if (declared === undefined || isOwnRendering(request)) {
      done();
      return;
    }
    const weight =
      typeof declared === 'number' ? declared : declared((request.query ?? {}) as Query);
    const address = `ip:${addressKey(request.ip)}`;
    const token = requestToken(request);
    const used = weights.add(
      token === undefined ? address : [address, `session:${token.slice(0, 100)}`],
      weight,
    );
    reply.header(USED_WEIGHT_HEADER, String(used.used));
    if (used.retryAfterSeconds === undefined) {
      done();
      return;
    }
    const message = REFUSED[requestLanguage(request, undefined)]
      .replace('{limit}', String(used.limit))
      .replace('{seconds}', String(used.retryAfterSeconds));
    void reply
      .header('retry-after', String(used.retryAfterSeconds))
      .status(429)
      .send(failure(429, message));
  };
}
