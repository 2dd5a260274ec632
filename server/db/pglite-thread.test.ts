import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';

describe('PGlite on its own thread', () => {
  let dir: string;
  let client: PgliteThread;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-thread-'));
    client = await PgliteThread.open({ dataDir: dir, postgresqlconf: [] });
    await client.query('create table t (id int primary key, note text, at timestamp)');
  }, 60_000);
  afterAll(async () => {
    await client.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers statements with rows, fields and affected rows, as PGlite does', async () => {
    const inserted = await client.query('insert into t (id, note) values ($1, $2), ($3, $4)', [
      1,
      'one',
      2,
      'two',
    ]);
    expect(inserted.affectedRows).toBe(2);
    const read = await client.query<{ id: number; note: string }>(
      'select id, note from t order by id',
    );
    expect(read.rows).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'two' },
    ]);
    expect(read.fields.map((f) => f.name)).toEqual(['id', 'note']);
    const arrays = await client.query('select id from t order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1], [2]]);
  });

  it('runs the caller’s parsers on the text of their types', async () => {
    await client.query(`insert into t (id, at) values (3, '2026-01-02 03:04:05')`);
    const TIMESTAMP = 1114;
    const read = await client.query<{ at: string }>('select at from t where id = 3', [], {
      parsers: { [TIMESTAMP]: (text: string) => `parsed ${text}` },
    });
    expect(read.rows).toEqual([{ at: 'parsed 2026-01-02 03:04:05' }]);
  });

  it('keeps PostgreSQL’s error fields (code, constraint) on a failed statement', async () => {
    const failure = await client.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 't_pkey' });
    // The thread goes on answering.
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (10, $1)', ['kept']);
    });
    const thrown = new Error('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id, note) values (11, $1)', ['dropped']);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    const rows = await client.query('select id from t where id >= 10 order by id');
    expect(rows.rows).toEqual([{ id: 10 }]);
  });

  it('makes statements outside a transaction wait until it ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (20, $1)', ['inside']);
      order.push('inside');
      await held;
    });
    // Give the transaction time to begin, then race a statement against it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = client.query('select note from t where id = 20').then((r) => {
      order.push('outside');
      return r.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['inside']);
    release();
    await transaction;
    expect(await outside).toEqual([{ note: 'inside' }]);
    expect(order).toEqual(['inside', 'outside']);
  });

  it('refuses statements after close', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-thread-closed-'));
    const other = await PgliteThread.open({ dataDir: otherDir, postgresqlconf: [] });
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/database thread/);
    await rm(otherDir, { recursive: true, force: true });
  }, 60_000);
});

describe('the database thread’s worker', () => {
  it('starts from the TypeScript sources when no compiled worker is named (a server run through tsx)', async () => {
    const named = process.env.PGLITE_THREAD_WORKER;
    delete process.env.PGLITE_THREAD_WORKER;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-thread-sources-'));
    try {
      const client = await PgliteThread.open({ dataDir: dir, postgresqlconf: [] });
      expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.close();
    } finally {
      if (named !== undefined) process.env.PGLITE_THREAD_WORKER = named;
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a compiled worker that is not there instead of starting another', async () => {
    const named = process.env.PGLITE_THREAD_WORKER;
    process.env.PGLITE_THREAD_WORKER = path.join(os.tmpdir(), 'no-such-worker.mjs');
    try {
      await expect(PgliteThread.open({ dataDir: os.tmpdir(), postgresqlconf: [] })).rejects.toThrow(
        /PGLITE_THREAD_WORKER: no file/,
      );
    } finally {
      if (named === undefined) delete process.env.PGLITE_THREAD_WORKER;
      else process.env.PGLITE_THREAD_WORKER = named;
    }
  });
});
