/**
 * The peer of `bench/ccxt.ts`'s CCXT clients: a bare Node `http` server in its own process that
 * answers `POST /fapi/v1/order` and `DELETE /fapi/v1/order` with an order in the shape the
 * Binance-compatible layer answers (a new order id each time, nothing checked or stored). What
 * CCXT reaches against it, and the CPU it spends doing so, is the client side's own cost.
 * Prints `listening <port>` once it listens.
 */
import { createServer } from 'node:http';

let nextOrderId = 1;

function order(status: 'NEW' | 'CANCELED', orderId: number): string {
  const now = Date.now();
  return JSON.stringify({
    orderId,
    symbol: 'BTCUSDT',
    status,
    clientOrderId: `x-xcKtGhcu${String(orderId).padStart(22, '0')}`,
    price: '85000.0',
    avgPrice: '0',
    origQty: '0.002',
    executedQty: '0',
    cumQty: '0',
    cumQuote: '0',
    timeInForce: 'GTC',
    type: 'LIMIT',
    reduceOnly: false,
    closePosition: false,
    side: 'BUY',
    positionSide: 'BOTH',
    stopPrice: '0',
    workingType: 'CONTRACT_PRICE',
    priceProtect: false,
    origType: 'LIMIT',
    priceMatch: 'NONE',
    selfTradePreventionMode: 'NONE',
    goodTillDate: 0,
    time: now,
    updateTime: now,
  });
}

const server = createServer((req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => {
    const path = (req.url ?? '').split('?')[0];
    let body: string;
    let status = 200;
    if (path === '/fapi/v1/order' && req.method === 'POST') body = order('NEW', nextOrderId++);
    else if (path === '/fapi/v1/order' && req.method === 'DELETE') body = order('CANCELED', 1);
    else {
      status = 404;
      body = JSON.stringify({ code: -5000, msg: 'not served by the stub' });
    }
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'x-mbx-used-weight-1m': '1',
    });
    res.end(body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
