import { createServer, type Server as HttpServer } from 'node:http';
import { Socket as TcpSocket, type AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { BatchedDelivery, websocketTextFrame } from './batched-delivery';

describe('batched delivery', () => {
  let http: HttpServer;
  let io: Server;
  let url: string;
  const clients: ClientSocket[] = [];

  async function client(rooms: string[], transport: 'websocket' | 'polling' = 'websocket') {
    const joined = new Promise<void>((resolve) =>
      io.once('connection', (socket) => void Promise.resolve(socket.join(rooms)).then(resolve)),
    );
    const socket = connect(url, { transports: [transport], forceNew: true, reconnection: false });
    clients.push(socket);
    const received: [string, unknown][] = [];
    socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
    await joined;
    return received;
  }

  beforeEach(async () => {
    http = createServer();
    io = new Server(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const socket of clients.splice(0)) socket.disconnect();
    await io.close();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('gives every socket the frames of its rooms, in order, with one write per socket', async () => {
    const both = await client(['depth:1', 'tick:1']);
    const depthOnly = await client(['depth:1']);
    const none = await client(['depth:2']);
    const delivery = new BatchedDelivery(io.of('/'));
    // Every TCP write the server makes while delivering: the two frames of `both` share one.
    const writes = vi.spyOn(TcpSocket.prototype, '_writev');
    const plainWrites = vi.spyOn(TcpSocket.prototype, '_write');
    delivery.deliver([
      { room: 'depth:1', event: 'future_snapshot_depth', payload: { sc: 'BTCUSDT', t: 1 } },
      { room: 'tick:1', event: 'future_tick', payload: { contractId: 1, trades: [{ p: '1.5' }] } },
      { room: 'nobody', event: 'future_tick', payload: {} },
    ]);
    expect(writes.mock.calls.length + plainWrites.mock.calls.length).toBe(2);
    writes.mockRestore();
    plainWrites.mockRestore();
    await settle();
    expect(both).toEqual([
      ['future_snapshot_depth', { sc: 'BTCUSDT', t: 1 }],
      ['future_tick', { contractId: 1, trades: [{ p: '1.5' }] }],
    ]);
    expect(depthOnly).toEqual([['future_snapshot_depth', { sc: 'BTCUSDT', t: 1 }]]);
    expect(none).toEqual([]);
    expect(delivery.socketWrites).toBe(2);
  });

  it('keeps order when flushes follow each other before the previous write completed', async () => {
    const received = await client(['r']);
    const delivery = new BatchedDelivery(io.of('/'));
    for (let i = 0; i < 20; i++) delivery.deliver([{ room: 'r', event: 'n', payload: i }]);
    await settle();
    expect(received.map(([, n]) => n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('reaches a client still on HTTP long-polling through engine.io’s own queue', async () => {
    const received = await client(['r'], 'polling');
    const delivery = new BatchedDelivery(io.of('/'));
    delivery.deliver([
      { room: 'r', event: 'a', payload: 'é 中文 ✓' },
      { room: 'r', event: 'b', payload: [1, 2] },
    ]);
    await settle();
    expect(received).toEqual([
      ['a', 'é 中文 ✓'],
      ['b', [1, 2]],
    ]);
  });

  it('frames large payloads with the 16-bit and 64-bit length forms', () => {
    expect(websocketTextFrame(Buffer.alloc(125))[0]).toEqual(Buffer.from([0x81, 125]));
    expect(websocketTextFrame(Buffer.alloc(300))[0]).toEqual(Buffer.from([0x81, 126, 1, 44]));
    const big = websocketTextFrame(Buffer.alloc(70_000))[0];
    expect(big.subarray(0, 2)).toEqual(Buffer.from([0x81, 127]));
    expect(big.readBigUInt64BE(2)).toBe(70_000n);
  });

  it('delivers a 100 kB frame intact over the websocket', async () => {
    const received = await client(['r']);
    const text = 'x'.repeat(100_000);
    new BatchedDelivery(io.of('/')).deliver([{ room: 'r', event: 'big', payload: text }]);
    await settle();
    expect(received).toEqual([['big', text]]);
  });
});
