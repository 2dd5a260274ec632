import { webcrypto } from 'node:crypto';

// A jsdom environment in a VM context (vitest.config.mts, project "app") exposes jsdom's
// `crypto`, which has getRandomValues but no `subtle`; browsers and Node have both.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', {
    value: webcrypto,
    configurable: true,
    writable: true,
  });
}
