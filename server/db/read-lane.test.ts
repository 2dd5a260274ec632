import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createDatabase, type Database } from './database';
import { ReadLane, ReadLaneBusyError } from './read-lane';
import { serverMeta } from './schema';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the read lane', () => {
  it('runs at most its concurrency of reads at a time, the others in arrival order', async () => {
    const lane = new ReadLane(2, 10);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      lane.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(lane.load).toEqual({ running: 2, waiting: 3 });
    gates[1]?.resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(lane.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a read with 503 when too many already wait, and a failed read frees its place', async () => {
    const lane = new ReadLane(1, 1);
    const gate = deferred();
    const first = lane.run(() => gate.promise);
    const second = lane.run(() => Promise.resolve('second'));
    const refused = lane.run(() => Promise.resolve('third'));
    await expect(refused).rejects.toBeInstanceOf(ReadLaneBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503 });
    gate.reject(new Error('statement failed'));
    await expect(first).rejects.toThrow('statement failed');
    expect(await second).toBe('second');
  });

  it('rests after each read as long as the read took, times its rest ratio', async () => {
    const lane = new ReadLane(1, 10, 1);
    const starts: number[] = [];
    const read = () =>
      lane.run(async () => {
        starts.push(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 60));
      });
    await Promise.all([read(), read()]);
    const [first = 0, second = 0] = starts;
    // 60 ms of reading, then 60 ms of rest before the next read starts.
    expect(second - first).toBeGreaterThanOrEqual(110);
  });
});

describe('history reads on embedded PGlite', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exch-read-lane-'));
    database = await createDatabase({ dataDir: dir, databaseUrl: undefined });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('never queue a short statement of the order path behind more than one of them', async () => {
    const finished: string[] = [];
    const heavy = 'select count(*) as n from generate_series(1, 300000)';
    const flood = Array.from({ length: 12 }, (_, i) =>
      database.reads.query(heavy).then(() => finished.push(`history ${i}`)),
    );
    // A session check arriving while the flood waits.
    const check = database.query('select 1 as one').then(() => finished.push('session check'));
    await Promise.all([...flood, check]);
    expect(finished.indexOf('session check')).toBeLessThanOrEqual(1);
  });

  it('answer through Drizzle as well, its column types parsed as on the main connection', async () => {
    const [viaLane] = await database.reads.query<{ n: number }>('select 41 + 1 as n');
    expect(viaLane?.n).toBe(42);
    await database.db.insert(serverMeta).values({ key: 'read-lane-test', value: { pages: 3 } });
    const rows = await database.reads.db
      .select({ key: serverMeta.key, value: serverMeta.value, updatedAt: serverMeta.updatedAt })
      .from(serverMeta)
      .where(eq(serverMeta.key, 'read-lane-test'));
    expect(rows).toEqual([
      { key: 'read-lane-test', value: { pages: 3 }, updatedAt: expect.any(Date) },
    ]);
  });
});
