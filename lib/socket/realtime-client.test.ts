import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
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

describe('loading socket.io after hydration', () => {
  const options = { url: '', path: '/socket.io', version: '1.0.0', exchangeClient: 'PC' };
  function fakeIo() {
    const sockets: { connectCalls: number }[] = [];
    const io = () => {
      const record = { connectCalls: 0 };
      sockets.push(record);
      const socket = {
        on: () => socket,
        onAny: () => socket,
        connect: () => {
          record.connectCalls += 1;
          return socket;
        },
        connected: false,
      };
      return socket as unknown as Socket;
    };
    return { io, sockets };
  }

  it('loads socket.io once, then opens one socket', async () => {
    const { io, sockets } = fakeIo();
    const loadIo = vi.fn(() => Promise.resolve(io));
    const client = new RealtimeClient({ ...options, loadIo });
    client.connect();
    client.connect();
    expect(sockets).toHaveLength(0);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    client.connect();
    expect(loadIo).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.connectCalls).toBe(1);
  });

  it('opens nothing when disconnected before socket.io arrived, and reuses it on the next connect', async () => {
    const { io, sockets } = fakeIo();
    const loadIo = vi.fn(() => Promise.resolve(io));
    const client = new RealtimeClient({ ...options, loadIo });
    client.connect();
    client.disconnect();
    await Promise.resolve();
    await Promise.resolve();
    expect(sockets).toHaveLength(0);
    client.connect();
    expect(sockets).toHaveLength(1);
    expect(loadIo).toHaveBeenCalledTimes(1);
  });

  it('reports the connection lost when the chunk fails to load, and tries again', async () => {
    vi.useFakeTimers();
    try {
      const { io, sockets } = fakeIo();
      const loadIo = vi
        .fn<() => Promise<typeof io>>()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockResolvedValue(io);
      const client = new RealtimeClient({ ...options, loadIo });
      const statuses: string[] = [];
      client.onStatus((status) => statuses.push(status));
      client.connect();
      await vi.advanceTimersByTimeAsync(0);
      expect(statuses).toEqual(['lost']);
      expect(sockets).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1000);
      expect(loadIo).toHaveBeenCalledTimes(2);
      expect(sockets).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
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

describe('a token the server refuses', () => {
  /** A socket that connects at once and answers the auth frame with `answer`. */
  function answeringIo(answer: (reply: (error: Error | null, ack: unknown) => void) => void) {
    return () => {
      const handlers = new Map<string, () => void>();
      const socket = {
        connected: false,
        on: (event: string, handler: () => void) => {
          handlers.set(event, handler);
          return socket;
        },
        onAny: () => socket,
        connect: () => {
          socket.connected = true;
          handlers.get('connect')?.();
          return socket;
        },
        emit: () => socket,
        timeout: () => ({
          emit: (_event: string, _frame: unknown, reply: (e: Error | null, a: unknown) => void) =>
            answer(reply),
        }),
      };
      return socket as unknown as Socket;
    };
  }
  const options = { url: '', path: '/socket.io', version: '1.0.0', exchangeClient: 'PC' };

  it.each([
    ['4011 (its session was ended elsewhere)', null, { code: 4011, success: false }, 1],
    ['a timeout', new Error('operation has timed out'), undefined, 0],
    ['another failure (the server cannot check tokens)', null, { code: 5030, success: false }, 0],
    ['acceptance', null, { code: 0, success: true }, 0],
  ])('tells the app only when the token itself was refused: %s', async (_, error, ack, calls) => {
    const client = new RealtimeClient({
      ...options,
      io: answeringIo((reply) => reply(error, ack)),
    });
    const refused = vi.fn();
    client.onAuthRefused(refused);
    client.authenticate('token-1');
    client.connect();
    // The auth frame's answer arrives on a later turn (connect → handleConnect → sendAuth).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refused).toHaveBeenCalledTimes(calls);
    expect(client.authenticated).toBe(calls === 0 && error === null && ack?.code === 0);
  });
});
