import { env } from './env';

export const DEVICE_ID_STORAGE_KEY = 'deviceId';

let pending: Promise<string> | null = null;
// Where there is no local storage (the server), one id per process.
let memoryId: string | null = null;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 (Web Crypto) of user agent + version + current time + a random number below 100000. */
export async function createDeviceId(
  userAgent: string,
  version: string,
  now: number = Date.now(),
  random: number = Math.floor(Math.random() * 100000),
): Promise<string> {
  const input = `${userAgent}${version}${now}${random}`;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(input));
  return toHex(digest);
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(DEVICE_ID_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The persistent device id: read from local storage, created once and stored otherwise.
 * Concurrent first callers share one creation.
 */
export function getDeviceId(): Promise<string> {
  const stored = readStored() ?? memoryId;
  if (stored) return Promise.resolve(stored);
  pending ??= createDeviceId(globalThis.navigator?.userAgent ?? 'node', env.appVersion)
    .then((id) => {
      memoryId = id;
      try {
        globalThis.localStorage?.setItem(DEVICE_ID_STORAGE_KEY, id);
      } catch {
        // Private mode or storage full: the id still works for this page's lifetime.
      }
      return id;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
