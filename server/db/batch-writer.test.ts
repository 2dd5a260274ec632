import { createLogger } from '../logger';
import { BatchWriter } from './batch-writer';

const log = createLogger('silent');

describe('batch writer', () => {
  it('writes rows in batches of at most maxBatch and drains on flush', async () => {
    const batches: number[][] = [];
    const writer = new BatchWriter<number>({
      name: 't',
      log,
      maxBatch: 3,
      write: async (rows) => void batches.push(rows),
    });
    for (let i = 0; i < 7; i++) writer.push(i);
    await writer.flush();
    expect(batches.flat()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(3);
    expect(writer.written).toBe(7);
  });

  it('keeps only the newest row per key', async () => {
    const written: { k: string; v: number }[] = [];
    const writer = new BatchWriter<{ k: string; v: number }>({
      name: 't',
      log,
      key: (r) => r.k,
      write: async (rows) => void written.push(...rows),
    });
    writer.push({ k: 'a', v: 1 });
    writer.push({ k: 'b', v: 1 });
    writer.push({ k: 'a', v: 2 });
    await writer.close();
    expect(written).toEqual([
      { k: 'a', v: 2 },
      { k: 'b', v: 1 },
    ]);
    expect(() => writer.push({ k: 'c', v: 0 })).toThrow(/closed/);
  });

  it('builds a deferred row once, at write time, and only its newest version', async () => {
    const written: { k: string; v: number }[] = [];
    const built: number[] = [];
    const writer = new BatchWriter<{ k: string; v: number }>({
      name: 't',
      log,
      key: (r) => r.k,
      write: async (rows) => void written.push(...rows),
    });
    const later = (k: string, v: number) => () => {
      built.push(v);
      return { k, v };
    };
    writer.pushDeferred('a', later('a', 1));
    writer.pushDeferred('b', later('b', 1));
    writer.pushDeferred('a', later('a', 2));
    writer.push({ k: 'b', v: 3 });
    expect(built).toEqual([]);
    await writer.close();
    expect(built).toEqual([2]);
    expect(written).toEqual([
      { k: 'a', v: 2 },
      { k: 'b', v: 3 },
    ]);
  });

  it('retries a failed batch instead of losing it', async () => {
    let attempts = 0;
    const written: number[] = [];
    const writer = new BatchWriter<number>({
      name: 't',
      log,
      flushIntervalMs: 5,
      write: async (rows) => {
        attempts += 1;
        if (attempts === 1) throw new Error('database away');
        written.push(...rows);
      },
    });
    writer.push(1);
    writer.push(2);
    await vi.waitFor(() => expect(written).toEqual([1, 2]), { timeout: 2000 });
    expect(attempts).toBe(2);
  });

  describe('settled (read-your-writes)', () => {
    /** A writer whose batches finish only when the test says so. */
    function gated<T>(options: { key?: (row: T) => string; fail?: () => boolean } = {}) {
      const batches: T[][] = [];
      const open: (() => void)[] = [];
      const writer = new BatchWriter<T>({
        name: 't',
        log,
        // Far beyond the test: only settled() and flush() write.
        flushIntervalMs: 60_000,
        ...(options.key ? { key: options.key } : {}),
        write: (rows) =>
          new Promise<void>((resolve, reject) => {
            open.push(() => {
              if (options.fail?.()) reject(new Error('database away'));
              else {
                batches.push(rows);
                resolve();
              }
            });
          }),
      });
      const finishBatch = async () => {
        await vi.waitFor(() => expect(open.length).toBeGreaterThan(0));
        open.shift()?.();
      };
      return { writer, batches, finishBatch };
    }

    it('answers at once when nothing is waiting to be written', async () => {
      const { writer } = gated<number>();
      await expect(writer.settled()).resolves.toBe(true);
    });

    it('writes the pending rows now instead of at the next interval', async () => {
      const { writer, batches, finishBatch } = gated<number>();
      writer.push(1);
      writer.push(2);
      const settled = writer.settled();
      await finishBatch();
      await expect(settled).resolves.toBe(true);
      expect(batches).toEqual([[1, 2]]);
      await writer.close();
    });

    it('waits for the batch after the one being written, which rows pushed meanwhile share', async () => {
      const { writer, batches, finishBatch } = gated<number>();
      writer.push(1);
      const first = writer.settled();
      writer.push(2);
      const second = writer.settled();
      writer.push(3);
      const third = writer.settled();
      let secondDone = false;
      void second.then(() => (secondDone = true));
      await finishBatch();
      await expect(first).resolves.toBe(true);
      expect(secondDone).toBe(false);
      await finishBatch();
      await expect(second).resolves.toBe(true);
      await expect(third).resolves.toBe(true);
      expect(batches).toEqual([[1], [2, 3]]);
    });

    it('does not wait for rows pushed after the call', async () => {
      const { writer, finishBatch } = gated<number>();
      writer.push(1);
      const settled = writer.settled();
      writer.push(2);
      await finishBatch();
      await expect(settled).resolves.toBe(true);
      expect(writer.size).toBe(1);
    });

    it('a keyed row replaced before it was written still holds its first caller', async () => {
      const { writer, batches, finishBatch } = gated<{ k: string; v: number }>({
        key: (row) => row.k,
      });
      writer.push({ k: 'a', v: 0 });
      const busy = writer.settled();
      writer.push({ k: 'b', v: 1 });
      const mine = writer.settled();
      writer.push({ k: 'c', v: 1 });
      // Replaced before its batch: the newer version is what gets written, and it holds `mine`.
      writer.push({ k: 'b', v: 2 });
      let done = false;
      void mine.then(() => (done = true));
      await finishBatch();
      await busy;
      await Promise.resolve();
      expect(done).toBe(false);
      await finishBatch();
      await expect(mine).resolves.toBe(true);
      expect(batches.at(-1)).toEqual([
        { k: 'b', v: 2 },
        { k: 'c', v: 1 },
      ]);
    });

    it('answers false when the write fails, and does not hold callers while it retries', async () => {
      let failing = true;
      const { writer, batches, finishBatch } = gated<number>({ fail: () => failing });
      writer.push(1);
      const settled = writer.settled();
      await finishBatch();
      await expect(settled).resolves.toBe(false);
      await expect(writer.settled()).resolves.toBe(false);
      failing = false;
      const flushed = writer.flush();
      await finishBatch();
      await flushed;
      expect(batches).toEqual([[1]]);
      await expect(writer.settled()).resolves.toBe(true);
    });
  });
});
