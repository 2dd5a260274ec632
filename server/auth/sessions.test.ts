import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createDatabase, type Database } from '../db/database';
import { sessions } from '../db/schema';
import { sha256 } from './crypto-util';
import { SESSION_CACHE_MS } from './session-cache';
import { LAST_SEEN_INTERVAL_MS, SessionService } from './sessions';

const HOUR = 3_600_000;

const origin = (deviceId?: string) => ({
  deviceId,
  address: '127.0.0.1',
  device: 'Chrome on Windows',
  language: 'en',
});
/** A new session's token. */
const open = async (service: SessionService, userId: number, deviceId?: string) =>
  (await service.create(userId, origin(deviceId))).token;

describe('sessions (PGlite)', () => {
  let dir: string;
  let database: Database;
  let clock: number;
  let service: SessionService;
  let reads: number;
  const now = () => clock;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sessions-test-'));
    database = await createDatabase({ dataDir: dir, databaseUrl: undefined });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock = Date.now();
    service = new SessionService(database, 24 * HOUR, now);
    reads = 0;
    const select = database.db.select.bind(database.db);
    vi.spyOn(database.db, 'select').mockImplementation(((...args: Parameters<typeof select>) => {
      reads++;
      return select(...args);
    }) as typeof select);
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds the user of a live token and nobody for an unknown one', async () => {
    const token = await open(service, 41, 'device-1');
    expect(await service.userOf(token)).toEqual({ userId: 41, deviceId: 'device-1' });
    expect(await service.userOf('x'.repeat(43))).toBeUndefined();
    expect(await service.userOf('short')).toBeUndefined();
  });

  it('reads a session once however many requests carry it at once or soon after', async () => {
    const token = await open(service, 42);
    await Promise.all(Array.from({ length: 20 }, () => service.userOf(token)));
    for (let i = 0; i < 20; i++) await service.userOf(token);
    expect(reads).toBe(1);
    clock += SESSION_CACHE_MS;
    expect(await service.userOf(token)).toEqual({ userId: 42, deviceId: null });
    expect(reads).toBe(2);
  });

  it('refuses a token at once after its logout in this process', async () => {
    const token = await open(service, 43);
    const other = await open(service, 43);
    expect(await service.userOf(token)).toBeDefined();
    await service.revoke(token);
    expect(await service.userOf(token)).toBeUndefined();
    expect(await service.userOf(other)).toEqual({ userId: 43, deviceId: null });
  });

  it('refuses every token of a user at once after all their sessions end', async () => {
    const first = await open(service, 44);
    const second = await open(service, 44);
    const stranger = await open(service, 45);
    for (const token of [first, second, stranger])
      expect(await service.userOf(token)).toBeDefined();
    expect(await service.revokeAll(44)).toBe(2);
    expect(await service.userOf(first)).toBeUndefined();
    expect(await service.userOf(second)).toBeUndefined();
    expect(await service.userOf(stranger)).toEqual({ userId: 45, deviceId: null });
  });

  it('does not keep a read that was under way when the logout began', async () => {
    const token = await open(service, 46);
    const during = service.userOf(token);
    await service.revoke(token);
    await during;
    expect(await service.userOf(token)).toBeUndefined();
  });

  it('sees a revocation made by another process within a second', async () => {
    const token = await open(service, 47);
    expect(await service.userOf(token)).toBeDefined();
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date(clock) })
      .where(eq(sessions.tokenHash, sha256(token)));
    clock += SESSION_CACHE_MS;
    expect(await service.userOf(token)).toBeUndefined();
  });

  it('ends a session at its expiry even while it is trusted', async () => {
    const short = new SessionService(database, 500, now);
    const token = await open(short, 48);
    expect(await short.userOf(token)).toBeDefined();
    clock += 500;
    expect(await short.userOf(token)).toBeUndefined();
  });

  it('lists the live sessions of a user with the current one first, by public id only', async () => {
    const older = await service.create(50, origin());
    clock += 1000;
    const current = await service.create(50, { ...origin(), device: 'Safari on iPhone' });
    const ended = await service.create(50, origin());
    await open(service, 51);
    await service.revoke(ended.token);
    clock += 1000;
    const list = await service.list(50, current.token);
    expect(list.map((s) => s.id)).toEqual([current.id, older.id]);
    expect(list[0]).toEqual({
      id: current.id,
      createdAt: clock - 1000,
      lastSeenAt: clock,
      ip: '127.0.0.1',
      device: 'Safari on iPhone',
      language: 'en',
      current: true,
    });
    expect(list[1]?.current).toBe(false);
    expect(current.id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(list)).not.toContain(current.token);
    expect(JSON.stringify(list)).not.toContain(sha256(current.token));
  });

  it('ends one session by its id for its owner only, and reports the sockets to end', async () => {
    const mine = await service.create(52, origin());
    const theirs = await service.create(53, origin());
    const ended: [number, string[]][] = [];
    service.onRevoked = async (userId, digests) => void ended.push([userId, digests]);
    expect(await service.userOf(theirs.token)).toBeDefined();
    expect(await service.revokeById(52, theirs.id)).toBeUndefined();
    expect(await service.userOf(theirs.token)).toBeDefined();
    expect(await service.userOf(mine.token)).toBeDefined();
    expect(await service.revokeById(52, mine.id)).toBe(sha256(mine.token));
    expect(await service.userOf(mine.token)).toBeUndefined();
    expect(await service.revokeById(52, mine.id)).toBeUndefined();
    expect(ended).toEqual([[52, [sha256(mine.token)]]]);
  });

  it('ends every other session of the user and keeps the current one', async () => {
    const keep = await open(service, 54);
    const others = [await open(service, 54), await open(service, 54)];
    const stranger = await open(service, 55);
    for (const token of [keep, ...others, stranger]) await service.userOf(token);
    const ended: string[] = [];
    service.onRevoked = async (_userId, digests) => void ended.push(...digests);
    expect(await service.revokeOthers(54, keep)).toBe(2);
    expect(await service.userOf(keep)).toBeDefined();
    for (const token of others) expect(await service.userOf(token)).toBeUndefined();
    expect(await service.userOf(stranger)).toBeDefined();
    expect(ended.sort()).toEqual(others.map((t) => sha256(t)).sort());
  });

  it('writes the last use of a session at most once a minute', async () => {
    const { token } = await service.create(56, origin());
    const lastSeen = async () =>
      (
        await database.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, sha256(token)))
      )[0]?.at.getTime();
    const created = clock;
    const updates = vi.spyOn(database.db, 'update');
    await service.userOf(token);
    expect(await lastSeen()).toBe(created);
    clock += LAST_SEEN_INTERVAL_MS + 1;
    await service.userOf(token);
    await vi.waitFor(async () => expect(await lastSeen()).toBe(clock));
    const written = clock;
    const before = updates.mock.calls.length;
    for (let i = 0; i < 30; i++) {
      clock += 1000;
      await service.userOf(token);
    }
    expect(updates.mock.calls.length).toBe(before);
    expect(await lastSeen()).toBe(written);
  });
});
