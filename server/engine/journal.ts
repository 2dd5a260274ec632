/**
 * Append-only command journal with group commit, and atomic snapshot files.
 *
 * Record: u32 LE payload length, u32 LE CRC-32 of the payload, payload = JSON [seq, command].
 * `append` returns a promise that resolves once the record is on disk: appends made while a
 * write + fdatasync is in flight are batched into the next one (one fdatasync per batch).
 * A torn or corrupt tail (short header, short payload or CRC mismatch) ends the readable log.
 */
import { crc32 } from 'node:zlib';
import {
  close,
  closeSync,
  existsSync,
  fdatasync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  unlinkSync,
  write,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Command } from './types';
import { decodeJson, encodeJson } from './codec';

export interface JournalRecord {
  seq: number;
  command: Command;
}

const HEADER = 8;

export function encodeRecord(seq: number, command: Command): Buffer {
  const text = encodeJson([seq, command]);
  const length = Buffer.byteLength(text, 'utf8');
  const out = Buffer.allocUnsafe(HEADER + length);
  out.write(text, HEADER, 'utf8');
  out.writeUInt32LE(length, 0);
  out.writeUInt32LE(crc32(out.subarray(HEADER)), 4);
  return out;
}

export interface ReadResult {
  records: JournalRecord[];
  /** Bytes of whole, valid records from the start of the file. */
  validBytes: number;
  /** Bytes after the last valid record (a torn or corrupt tail). */
  tornBytes: number;
}

export function readJournal(path: string): ReadResult {
  if (!existsSync(path)) return { records: [], validBytes: 0, tornBytes: 0 };
  const buf = readFileSync(path);
  const records: JournalRecord[] = [];
  let pos = 0;
  while (pos + HEADER <= buf.length) {
    const len = buf.readUInt32LE(pos);
    const sum = buf.readUInt32LE(pos + 4);
    // A zero length is no record (every record is a JSON array): a tail the file system filled
    // with zeros after a crash, whose empty "payload" would even pass the checksum (crc32 of
    // nothing is 0).
    if (len === 0 || pos + HEADER + len > buf.length) break;
    const payload = buf.subarray(pos + HEADER, pos + HEADER + len);
    if (crc32(payload) !== sum) break;
    let record: [number, Command];
    try {
      record = decodeJson<[number, Command]>(payload.toString('utf8'));
    } catch {
      break;
    }
    const [seq, command] = record;
    records.push({ seq, command });
    pos += HEADER + len;
  }
  return { records, validBytes: pos, tornBytes: buf.length - pos };
}

function writeAt(fd: number, buf: Buffer, offset: number, position: number): Promise<number> {
  return new Promise((res, rej) =>
    write(fd, buf, offset, buf.length - offset, position, (e, n) => (e ? rej(e) : res(n))),
  );
}

function datasync(fd: number): Promise<void> {
  return new Promise((res, rej) => fdatasync(fd, (e) => (e ? rej(e) : res())));
}

interface Waiter {
  resolve: () => void;
  reject: (e: unknown) => void;
}

export class Journal {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing = false;
  private appended = 0;
  private durable = 0;
  private watchers: Array<{ target: number; resolve: () => void }> = [];
  /** Number of fdatasync calls so far (for the benchmark's batch size figure). */
  syncs = 0;

  private constructor(
    private readonly fd: number,
    /** Earlier segment that must be durable before this one acknowledges anything. */
    private after: Promise<void>,
  ) {}

  /**
   * Opens (creating) a journal file for appending after `validBytes` (a torn tail is cut off).
   * Synchronous so a segment switch happens exactly between two commands.
   */
  static open(
    path: string,
    validBytes?: number,
    after: Promise<void> = Promise.resolve(),
  ): Journal {
    const fd = openSync(path, existsSync(path) ? 'r+' : 'w+');
    const size = fstatSync(fd).size;
    const end = validBytes ?? size;
    if (end < size) {
      ftruncateSync(fd, end);
      fdatasyncSync(fd);
    }
    const j = new Journal(fd, after);
    j.position = end;
    return j;
  }

  private position = 0;

  append(seq: number, command: Command): Promise<void> {
    this.pending.push(encodeRecord(seq, command));
    this.appended++;
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flushLoop());
      }
    });
  }

  private async flushLoop(): Promise<void> {
    await this.after;
    while (this.pending.length > 0) {
      const batch = Buffer.concat(this.pending);
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        let off = 0;
        while (off < batch.length) {
          off += await writeAt(this.fd, batch, off, this.position + off);
        }
        this.position += batch.length;
        await datasync(this.fd);
        this.syncs++;
        this.durable += waiters.length;
        for (const w of waiters) w.resolve();
        this.notify();
      } catch (e) {
        for (const w of waiters) w.reject(e);
      }
    }
    this.flushing = false;
  }

  private notify(): void {
    if (this.watchers.length === 0) return;
    const still: typeof this.watchers = [];
    for (const w of this.watchers) {
      if (this.durable >= w.target) w.resolve();
      else still.push(w);
    }
    this.watchers = still;
  }

  /** Resolves when everything appended so far is durable (later appends do not delay it). */
  flushed(): Promise<void> {
    if (this.durable >= this.appended) return Promise.resolve();
    const target = this.appended;
    return new Promise((resolve) => this.watchers.push({ target, resolve }));
  }

  async close(): Promise<void> {
    await this.flushed();
    await new Promise<void>((res, rej) => close(this.fd, (e) => (e ? rej(e) : res())));
  }
}

const SEGMENT = /^journal-(\d+)\.log$/;

/** Journal segment file for records starting at `firstSeq`. */
export function segmentPath(dir: string, firstSeq: number): string {
  return join(dir, `journal-${String(firstSeq).padStart(12, '0')}.log`);
}

/** Journal segments in `dir`, oldest first. */
export function listSegments(dir: string): Array<{ firstSeq: number; path: string }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, m: SEGMENT.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map((x) => ({ firstSeq: Number(x.m[1]), path: join(dir, x.name) }))
    .sort((a, b) => a.firstSeq - b.firstSeq);
}

const SNAPSHOT = /^snapshot-(\d+)\.json$/;

/** Snapshot files in `dir`, newest first. */
export function listSnapshots(dir: string): Array<{ seq: number; path: string }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, m: SNAPSHOT.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map((x) => ({ seq: Number(x.m[1]), path: join(dir, x.name) }))
    .sort((a, b) => b.seq - a.seq);
}

/** Writes a snapshot atomically: temp file, fsync, rename, fsync of the directory. Keeps the two newest. */
export function writeSnapshotFile(dir: string, seq: number, text: string): string {
  const final = join(dir, `snapshot-${seq}.json`);
  const tmp = `${final}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, final);
  const dfd = openSync(dir, 'r');
  try {
    fsyncSync(dfd);
  } finally {
    closeSync(dfd);
  }
  for (const old of listSnapshots(dir).slice(2)) unlinkSync(old.path);
  return final;
}
