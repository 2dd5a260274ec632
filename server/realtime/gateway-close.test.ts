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
      const httpServer = createServer();
      const gateway = await RealtimeGateway.create({
        httpServer,
        path: '/socket.io',
        log: pino({ level: 'silent' }),
        redisUrl,
      });
      // The adapter subscribes to its channels unawaited: closing before that settles rejects
      // inside the library, which a running server never does (it closes long after start).
      const probe = createClient({ url: redisUrl });
      await probe.connect();
      for (let tries = 0; tries < 100; tries++) {
        const counts = await probe.pubSubNumSub('socket.io#/#');
        if ((counts['socket.io#/#'] ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      probe.destroy();
      await gateway.close();
      gateway.publishIndicators([{ contractId: 1 }]);
      gateway.publishMatch(7, [{ type: 'order', data: {} }]);
      gateway.disconnectUser(7);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
