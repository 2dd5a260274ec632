import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { isPositiveAck } from './protocol';
import { RealtimeClient } from './realtime-client';

describe('the realtime connection options', () => {
  it('use websocket, the version/exchangeClient query and the spec reconnection settings', () => {
    const seen: { uri: string | undefined; options: Partial<ManagerOptions & SocketOptions> }[] =
      [];
    const fakeSocket = {
      on: () => fakeSocket,
      onAny: () => fakeSocket,
      connect: () => fakeSocket,
      connected: false,
    } as unknown as Socket;
    const client = new RealtimeClient({
      url: '',
      path: '/socket.io',
      version: '1.0.0',
      exchangeClient: 'PC',
      io: (uri, options) => {
        seen.push({ uri, options });
        return fakeSocket;
      },
    });
    client.connect();
    client.connect();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.uri).toBeUndefined();
    expect(seen[0]?.options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      query: { version: '1.0.0', exchangeClient: 'PC' },
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20_000,
    });
  });
});

describe('auth acknowledgement', () => {
  it.each([
    [{ code: 0 }, true],
    [{ code: 200 }, true],
    [{ success: true }, true],
    [{ header: { type: 1001 }, body: { code: 0 } }, true],
    [undefined, true],
    [{ code: 4011, success: false }, false],
    [{ code: 401 }, false],
    [{ header: { type: 1001 }, body: { code: 4011 } }, false],
    [false, false],
    [
      {
        header: { type: 1001, code: 4011 },
        code: 4011,
        success: false,
        message: 'invalid token',
        body: { uid: 1 },
      },
      false,
    ],
    [{ header: { type: 1001, code: 0 }, code: 0, success: true, message: 'ok', body: null }, true],
  ])('%j counts as accepted: %s', (ack, accepted) => {
    expect(isPositiveAck(ack)).toBe(accepted);
  });
});
