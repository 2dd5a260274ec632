import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './load-with-retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A load that fails `failures` times, then gives `value`. */
function flaky<T>(failures: number, value: T) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error(`chunk ${calls}`)) : Promise.resolve(value);
  });
  return load;
}

describe('loadWithRetry', () => {
  it('hands on the value of a load that succeeds at once', async () => {
    const loaded = vi.fn();
    loadWithRetry(flaky(0, 'binding'), loaded);
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toHaveBeenCalledWith('binding');
  });

  it('asks again after 1 s, 2 s, 4 s … until the load succeeds, then stops', async () => {
    const load = flaky(3, 'binding');
    const loaded = vi.fn();
    const failed = vi.fn();
    loadWithRetry(load, loaded, { failed });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(loaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(loaded).toHaveBeenCalledExactlyOnceWith('binding');
    expect(failed.mock.calls.map(([error, attempt]) => [String(error), attempt])).toEqual([
      ['Error: chunk 1', 0],
      ['Error: chunk 2', 1],
      ['Error: chunk 3', 2],
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('waits at most the longest delay between attempts', async () => {
    const load = flaky(Infinity, 'never');
    loadWithRetry(load, vi.fn(), { firstDelayMs: 1_000, maxDelayMs: 5_000 });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('tries no more once cancelled, and never hands on a load in flight', async () => {
    let resolve: (value: string) => void = () => undefined;
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const loaded = vi.fn();
    const cancel = loadWithRetry(load, loaded);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    cancel();
    resolve('late');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loaded).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);

    const retried = flaky(1, 'binding');
    const stop = loadWithRetry(retried, loaded);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(retried).toHaveBeenCalledTimes(1);
  });
});
