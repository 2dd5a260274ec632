// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, createDeviceId, getDeviceId } from './device-id';

afterEach(() => localStorage.clear());

describe('device id', () => {
  it('is the SHA-256 hex of user agent + version + time + random number', async () => {
    const id = await createDeviceId('UA/1.0', '0.1.0', 1700000000000, 4242);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(
      createHash('sha256')
        .update('UA/1.0' + '0.1.0' + '1700000000000' + '4242')
        .digest('hex'),
    );
  });

  it('uses a random number below 100000 and the current time by default', async () => {
    const a = await createDeviceId('UA', 'v');
    const b = await createDeviceId('UA', 'v');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it('persists in local storage and is reused', async () => {
    const first = await getDeviceId();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first);
    expect(await getDeviceId()).toBe(first);
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'from-earlier-visit');
    expect(await getDeviceId()).toBe('from-earlier-visit');
  });
});
