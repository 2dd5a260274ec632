import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from './types';
import {
  Journal,
  encodeRecord,
  listSegments,
  listSnapshots,
  readJournal,
  segmentPath,
} from './journal';
import { DurableEngine } from './recovery';
import { Engine } from './engine';
import { stateHash } from './snapshot';
import { testContracts } from './testing/fixtures';
import { DEFAULT_MARKS, generateCommands } from './testing/workload';

const configs = testContracts();
const commands = generateCommands(configs, 11, 3_000, { users: 10, startMarks: DEFAULT_MARKS });

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'engine-journal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function replayHash(n: number): string {
  const e = new Engine(configs);
  for (const c of commands.slice(0, n)) e.apply(c);
  return stateHash(e.state);
}

describe('journal', () => {
  it('round-trips records with their checksums', () => {
    const path = join(dir, 'j.log');
    const cmd: Command = {
      kind: 'deposit',
      ts: 5,
      userId: 3,
      amount: 123_456_789_012_345_678_901n,
    };
    writeFileSync(
      path,
      Buffer.concat([encodeRecord(1, cmd), encodeRecord(2, { kind: 'tick', ts: 6 })]),
    );
    const r = readJournal(path);
    expect(r.records).toEqual([
      { seq: 1, command: cmd },
      { seq: 2, command: { kind: 'tick', ts: 6 } },
    ]);
    expect(r.tornBytes).toBe(0);
  });

  it('detects a torn last record and a corrupted one, keeping what precedes them', () => {
    const path = join(dir, 'j.log');
    const a = encodeRecord(1, { kind: 'tick', ts: 1 });
    const b = encodeRecord(2, { kind: 'tick', ts: 2 });
    writeFileSync(path, Buffer.concat([a, b.subarray(0, b.length - 3)]));
    expect(readJournal(path)).toMatchObject({ validBytes: a.length, tornBytes: b.length - 3 });
    const flipped = Buffer.from(b);
    flipped[flipped.length - 2] = (flipped[flipped.length - 2] ?? 0) ^ 0xff;
    writeFileSync(path, Buffer.concat([a, flipped]));
    expect(readJournal(path).records.map((r) => r.seq)).toEqual([1]);
  });

  it('takes a zero-filled tail (a crash on a file system that extended the file) as torn', () => {
    const path = join(dir, 'j.log');
    const a = encodeRecord(1, { kind: 'tick', ts: 1 });
    writeFileSync(path, Buffer.concat([a, Buffer.alloc(4096)]));
    expect(readJournal(path)).toMatchObject({ validBytes: a.length, tornBytes: 4096 });
    expect(readJournal(path).records.map((r) => r.seq)).toEqual([1]);
  });

  it('group commit: many appends share one fdatasync and all resolve once durable', async () => {
    const path = join(dir, 'j.log');
    const j = Journal.open(path);
    const acks = commands.slice(0, 1_000).map((c, i) => j.append(i + 1, c));
    await Promise.all(acks);
    expect(j.syncs).toBeLessThan(10);
    await j.close();
    expect(readJournal(path).records).toHaveLength(1_000);
  });
});

describe('recovery', () => {
  it('snapshot + journal tail gives exactly the state of a clean replay', async () => {
    const d = await DurableEngine.open(dir, configs);
    for (const [i, c] of commands.entries()) {
      await d.submit(c);
      if (i === 1_200) await d.snapshot();
    }
    const live = stateHash(d.engine.state);
    await d.close();
    const r = await DurableEngine.open(dir, configs);
    expect(r.recovery).toMatchObject({
      snapshotSeq: 1_201,
      replayed: commands.length - 1_201,
      tornBytes: 0,
      lastSeq: commands.length,
    });
    expect(stateHash(r.engine.state)).toBe(live);
    expect(live).toBe(replayHash(commands.length));
    await r.close();
  });

  it('drops a torn tail on recovery, never half-applying it, and appends after it', async () => {
    const d = await DurableEngine.open(dir, configs);
    for (const c of commands.slice(0, 500)) await d.submit(c);
    await d.close();
    const path = listSegments(dir).at(-1)?.path ?? '';
    const partial = encodeRecord(501, commands[500] as Command).subarray(0, 11);
    appendFileSync(path, partial);
    const r = await DurableEngine.open(dir, configs);
    expect(r.recovery.tornBytes).toBe(11);
    expect(r.recovery.lastSeq).toBe(500);
    expect(stateHash(r.engine.state)).toBe(replayHash(500));
    for (const c of commands.slice(500, 600)) await r.submit(c);
    await r.close();
    const again = await DurableEngine.open(dir, configs);
    expect(again.recovery.tornBytes).toBe(0);
    expect(stateHash(again.engine.state)).toBe(replayHash(600));
    await again.close();
    expect(statSync(path).size).toBe(readFileSync(path).length);
  });

  it('starts a journal segment at each snapshot and deletes what no kept snapshot needs', async () => {
    const d = await DurableEngine.open(dir, configs);
    for (const [i, c] of commands.entries()) {
      d.apply(c);
      if (i % 700 === 699) await d.snapshot();
    }
    await d.close();
    expect(listSnapshots(dir).map((x) => x.seq)).toEqual([2_800, 2_100]);
    // Segments start after each snapshot; those wholly before the older kept snapshot are gone.
    expect(listSegments(dir).map((x) => x.firstSeq)).toEqual([2_101, 2_801]);
    const r = await DurableEngine.open(dir, configs);
    expect(r.recovery).toMatchObject({ snapshotSeq: 2_800, replayed: 200, lastSeq: 3_000 });
    expect(stateHash(r.engine.state)).toBe(replayHash(3_000));
    await r.close();
  });

  it('recovers from a crash right after a segment switch, before the old segment was durable', async () => {
    const d = await DurableEngine.open(dir, configs);
    for (const c of commands.slice(0, 500)) await d.submit(c);
    await d.close();
    // The switch at 600 created the new segment, but records 501–600 never reached the disk.
    writeFileSync(segmentPath(dir, 601), Buffer.alloc(0));
    const r = await DurableEngine.open(dir, configs);
    expect(r.recovery.lastSeq).toBe(500);
    expect(listSegments(dir).map((x) => x.firstSeq)).toEqual([1]);
    for (const c of commands.slice(500, 700)) await r.submit(c);
    await r.close();
    const again = await DurableEngine.open(dir, configs);
    expect(stateHash(again.engine.state)).toBe(replayHash(700));
    await again.close();
  });

  it('refuses to start when the journal has a gap after the snapshot it can read', async () => {
    const d = await DurableEngine.open(dir, configs);
    for (const [i, c] of commands.slice(0, 1_000).entries()) {
      d.apply(c);
      if (i % 300 === 299) await d.snapshot();
    }
    await d.close();
    // Both kept snapshots unreadable and the early segments already deleted: no silent reset.
    for (const snap of listSnapshots(dir)) writeFileSync(snap.path, '{');
    await expect(DurableEngine.open(dir, configs)).rejects.toThrow(/journal gap/);
  });

  it('falls back to an older snapshot (or the journal) when the newest is unreadable', async () => {
    const d = await DurableEngine.open(dir, configs);
    for (const c of commands.slice(0, 300)) await d.submit(c);
    await d.snapshot();
    await d.close();
    writeFileSync(join(dir, 'snapshot-300.json'), '{"broken":');
    const r = await DurableEngine.open(dir, configs);
    expect(r.recovery.snapshotSeq).toBe(0);
    expect(stateHash(r.engine.state)).toBe(replayHash(300));
    await r.close();
  });
});
