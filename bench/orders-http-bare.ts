/**
 * The peer of `bench/orders-http.ts`: a bare Node `http` server in its own process that reads each
 * request's body and answers a fixed JSON body (the size of an order answer), nothing else. What
 * the same load generator gets from it is the ceiling of HTTP on this machine.
 * Prints `listening <port>` once it listens.
 */
import { createServer } from 'node:http';

const body = JSON.stringify({
  code: 0,
  message: 'success',
  success: true,
  data: { orderId: 1, note: 'x'.repeat(400) },
});
const length = String(Buffer.byteLength(body));

const server = createServer((req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': length,
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
