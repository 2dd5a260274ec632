import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createDatabase, type Database } from '../db/database';
import { sessions } from '../db/schema';
import { sha256 } from './crypto-util';
import { SESSION_CACHE_MS } from './session-cache';
import { SessionService } from './sessions';

const HOUR = 3_600_000;

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
    const token = await service.create(41, 'device-1');
    expect(await service.userOf(token)).toEqual({ userId: 41, deviceId: 'device-1' });
    expect(await service.userOf('x'.repeat(43))).toBeUndefined();
    expect(await service.userOf('short')).toBeUndefined();
  });

  it('reads a session once however many requests carry it at once or soon after', async () => {
    const token = await service.create(42, undefined);
    await Promise.all(Array.from({ length: 20 }, () => service.userOf(token)));
    for (let i = 0; i < 20; i++) await service.userOf(token);
    expect(reads).toBe(1);
    clock += SESSION_CACHE_MS;
    expect(await service.userOf(token)).toEqual({ userId: 42, deviceId: null });
    expect(reads).toBe(2);
  });

  it('refuses a token at once after its logout in this process', async () => {
    const token = await service.create(43, undefined);
    const other = await service.create(43, undefined);
    expect(await service.userOf(token)).toBeDefined();
    await service.revoke(token);
    expect(await service.userOf(token)).toBeUndefined();
    expect(await service.userOf(other)).toEqual({ userId: 43, deviceId: null });
  });

  it('refuses every token of a user at once after all their sessions end', async () => {
    const first = await service.create(44, undefined);
    const second = await service.create(44, undefined);
    const stranger = await service.create(45, undefined);
    for (const token of [first, second, stranger])
      expect(await service.userOf(token)).toBeDefined();
    expect(await service.revokeAll(44)).toBe(2);
    expect(await service.userOf(first)).toBeUndefined();
    expect(await service.userOf(second)).toBeUndefined();
    expect(await service.userOf(stranger)).toEqual({ userId: 45, deviceId: null });
  });

  it('does not keep a read that was under way when the logout began', async () => {
    const token = await service.create(46, undefined);
    const during = service.userOf(token);
    await service.revoke(token);
    await during;
    expect(await service.userOf(token)).toBeUndefined();
  });

  it('sees a revocation made by another process within a second', async () => {
    const token = await service.create(47, undefined);
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
    const token = await short.create(48, undefined);
    expect(await short.userOf(token)).toBeDefined();
    clock += 500;
    expect(await short.userOf(token)).toBeUndefined();
  });
});
