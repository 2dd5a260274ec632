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
});
