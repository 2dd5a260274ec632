/**
 * The Binance-compatible layer's order load with a client as cheap as the native one: the requests
 * CCXT's `binanceusdm` sends for `createOrder` (limit, GTC) and `cancelOrder`, byte for byte in
 * their shape, written by `runClosedLoops` on raw keep-alive sockets. What CCXT 4.5 sends, as
 * captured from it:
 *
 *   POST /fapi/v1/order  (x-mbx-apikey, content-type: application/x-www-form-urlencoded)
 *     timestamp=…&symbol=BTCUSDT&side=BUY&newClientOrderId=x-cvBPrNm9<22 characters>
 *     &newOrderRespType=RESULT&type=LIMIT&quantity=0.002&price=…&timeInForce=GTC&recvWindow=10000
 *     &signature=<hex HMAC-SHA256 of everything before it>
 *   DELETE /fapi/v1/order?timestamp=…&symbol=BTCUSDT&orderId=…&recvWindow=10000&signature=…
 *
 * with CCXT's user-agent, `connection: keep-alive` and `accept-encoding` headers. The fixed parts
 * (request line and headers per API key, the HMAC key object) are built once; each request costs a
 * timestamp, a client order id, one HMAC and one string.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { CreatedKey } from '../tests/api/api-key-client';
import { nthOrder, priceAway, type Market } from './exchange-bench';
import type { Answer, Step } from './orders-http-load';

export const ORDER_PATH = '/fapi/v1/order';
const SYMBOL = 'BTCUSDT';
/** CCXT's `options.recvWindow` for binanceusdm. */
const RECV_WINDOW = 10_000;
/** CCXT's broker prefix of `newClientOrderId` on USDⓈ-M futures orders. */
const CLIENT_ID_PREFIX = 'x-cvBPrNm9';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/62.0.3202.94 Safari/537.36';

interface Signer {
  postHead: string;
  deleteHead: string;
  secret: KeyObject;
}

/**
 * A Binance answer: HTTP 200 with a JSON object is a success (its code, when it has one, is an
 * error: Binance's error shape is `{code, msg}`).
 */
export function binanceAnswer(status: number, body: string): Answer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, code: -1, data: undefined };
  }
  const code =
    typeof parsed === 'object' && parsed !== null && 'code' in parsed
      ? Number((parsed as { code: unknown }).code)
      : 0;
  return { ok: status === 200 && code === 0, code, data: parsed };
}

/**
 * The load for `runClosedLoops`: each connection places a resting GTC limit order of 0.002 BTC
 * with the next trader's API key (the same trader, side and price sequence as the native load's
 * `nativePlaceCancel`), then cancels it by the `orderId` of the answer.
 */
export function signedPlaceCancel(
  host: string,
  connections: number,
  keys: CreatedKey[],
  market: () => Market,
): (connection: number) => Step {
  const signers: Signer[] = keys.map((key) => {
    const common =
      `host: ${host}\r\nconnection: keep-alive\r\nuser-agent: ${USER_AGENT}\r\n` +
      `x-mbx-apikey: ${key.apiKey}\r\n`;
    return {
      postHead:
        `POST ${ORDER_PATH} HTTP/1.1\r\n${common}` +
        'content-type: application/x-www-form-urlencoded\r\naccept-encoding: gzip, deflate, br\r\n' +
        'content-length: ',
      deleteHead: `${common}accept-encoding: gzip, deflate, br\r\n\r\n`,
      secret: createSecretKey(Buffer.from(key.secretKey, 'utf8')),
    };
  });
  const sign = (signer: Signer, query: string) =>
    `${query}&signature=${createHmac('sha256', signer.secret).update(query).digest('hex')}`;
  const cycles = new Uint32Array(connections);
  // Unique per run: the connection and its cycle, padded to CCXT's 22 characters.
  const runTag = Date.now().toString(36).slice(-6);
  return (connection) => {
    const n = cycles[connection] ?? 0;
    cycles[connection] = n + 1;
    const order = nthOrder(connection, n, connections, signers.length);
    const signer = signers[order.trader];
    if (!signer) throw new Error('no API keys');
    const clientId = `${runTag}${connection.toString(36).padStart(4, '0')}${n.toString(36).padStart(12, '0')}`;
    // CCXT sends the price as its number's shortest text (85000.10 → 85000.1).
    const price = String(Number(priceAway(market(), order.percentOff)));
    const body = sign(
      signer,
      `timestamp=${Date.now()}&symbol=${SYMBOL}&side=${order.buy ? 'BUY' : 'SELL'}` +
        `&newClientOrderId=${CLIENT_ID_PREFIX}${clientId}&newOrderRespType=RESULT&type=LIMIT` +
        `&quantity=0.002&price=${price}&timeInForce=GTC&recvWindow=${RECV_WINDOW}`,
    );
    return {
      kind: 'place',
      request: `${signer.postHead}${body.length}\r\n\r\n${body}`,
      then: ({ data }) => {
        const orderId = (data as { orderId?: unknown }).orderId;
        if (typeof orderId !== 'number') throw new Error(`no orderId in ${JSON.stringify(data)}`);
        const query = sign(
          signer,
          `timestamp=${Date.now()}&symbol=${SYMBOL}&orderId=${orderId}&recvWindow=${RECV_WINDOW}`,
        );
        return {
          kind: 'cancel',
          request: `DELETE ${ORDER_PATH}?${query} HTTP/1.1\r\n${signer.deleteHead}`,
        };
      },
    };
  };
}
