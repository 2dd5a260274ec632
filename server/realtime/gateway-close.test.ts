import { createServer } from 'node:http';
import pino from 'pino';
import { createClient } from 'redis';
import { RealtimeGateway } from './gateway';

const redisUrl = process.env.TEST_REDIS_URL;

// The engine shuts down after the gateway and may still publish: with Redis, an emit into the
// closed adapter used to reject unawaited and end the process with exit 1.
describe.skipIf(!redisUrl)('a closed gateway behind Redis', () => {
  it('drops what is published after close without an unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      // The adapter subscribes to its channels unawaited: closing before that settles rejects
      // inside the library, which a running server never does (it closes long after start).
      // Other test files' servers share this Redis and its public channel, so wait for this
      // gateway's own channel (`socket.io#/#<its adapter's uid>#`).
      const httpServer = createServer();
      const gateway = await RealtimeGateway.create({
        httpServer,
        path: '/socket.io',
        log: pino({ level: 'silent' }),
        redisUrl,
      });
      const { uid } = gateway.io.of('/').adapter as unknown as { uid: string };
      const ownChannel = `socket.io#/#${uid}#`;
      const probe = createClient({ url: redisUrl });
      await probe.connect();
      let subscribed = false;
      for (let tries = 0; tries < 250 && !subscribed; tries++) {
        subscribed = ((await probe.pubSubNumSub(ownChannel))[ownChannel] ?? 0) > 0;
        if (!subscribed) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Redis answered the probe after it had subscribed the adapter, but the adapter's own client
      // may not have read its SUBSCRIBE reply yet: both sockets became readable together and
      // libuv reads them in either order. Closing then destroys that client with the command
      // still queued, and the library's unawaited subscribe rejects. A timer turn reads it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      probe.destroy();
      expect(subscribed).toBe(true);
      await gateway.close();
      const figures = { lp: '1', pcr: '0', pv: '0', pt: '0', mp: '1', ip: '1', h: '1', l: '1' };
      gateway.publishIndicators([{ cid: 1, ...figures, oi: '0' }]);
      gateway.publishMatch(7, [{ type: 'order', data: {} }]);
      gateway.disconnectUser(7);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
