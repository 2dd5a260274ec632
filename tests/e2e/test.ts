import { expect, test as base, type ConsoleMessage } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` with one guard for every spec that imports it from here: the realtime edge
 * (features/realtime/stream/contract-frames.ts) drops a socket frame or row that drifts from the
 * contract (lib/contract/wire) and says so in a `[realtime]` console warning. A test whose pages
 * printed one fails, so a server frame off the contract fails the e2e journeys as it fails the
 * API tests.
 */
export const test = base.extend<{ realtimeContract: undefined }>({
  realtimeContract: [
    async ({ context }, use) => {
      const dropped: string[] = [];
      const listen = (message: ConsoleMessage) => {
        if (message.text().startsWith('[realtime]')) dropped.push(message.text());
      };
      context.on('console', listen);
      await use(undefined);
      context.off('console', listen);
      expect(dropped, 'what the realtime edge dropped as off the contract').toEqual([]);
    },
    { auto: true },
  ],
});
