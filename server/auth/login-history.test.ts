import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../db/database';
import { LOGIN_HISTORY_KEEP, LoginHistory } from './login-history';

const DAY = 24 * 3_600_000;

describe('login history (PGlite)', () => {
  let dir: string;
  let database: Database;
  let clock: number;
  let history: LoginHistory;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'login-history-test-'));
    database = await createDatabase({ dataDir: dir, databaseUrl: undefined });
    history = new LoginHistory(database, () => clock);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 24);
  });

  const entry = (n: number) => ({
    kind: 'login' as const,
    sessionId: `s${n}`,
    address: `10.0.0.${n % 250}`,
    device: 'Chrome on Windows',
    language: 'ko',
  });

  it('pages a user’s own log-ins, newest first', async () => {
    for (let n = 1; n <= 5; n++) {
      clock += 1000;
      await history.record(1, entry(n));
    }
    await history.record(2, entry(99));
    const first = await history.page(1, 1, 2);
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.list.map((e) => e.sessionId)).toEqual(['s5', 's4']);
    expect(first.list[0]).toMatchObject({
      time: clock,
      kind: 'login',
      ip: '10.0.0.5',
      device: 'Chrome on Windows',
      language: 'ko',
    });
    expect((await history.page(1, 3, 2)).list.map((e) => e.sessionId)).toEqual(['s1']);
    expect((await history.page(1, 4, 2)).list).toEqual([]);
    expect((await history.page(2, 1, 20)).list.map((e) => e.sessionId)).toEqual(['s99']);
  });

  it('keeps the newest 100 entries of a user and forgets those past 90 days', async () => {
    const total = LOGIN_HISTORY_KEEP.entries + 5;
    for (let n = 1; n <= total; n++) {
      clock += 1000;
      await history.record(3, entry(n));
    }
    const [count] = await database.query<{ n: number }>(
      'select count(*)::int as n from login_history where user_id = 3',
    );
    expect(count?.n).toBe(LOGIN_HISTORY_KEEP.entries);
    const page = await history.page(3, 1, 100);
    expect(page.total).toBe(LOGIN_HISTORY_KEEP.entries);
    expect(page.list.at(-1)?.sessionId).toBe('s6');

    // 90 days after the 55th: s6 … s54 are too old now, hidden at once and deleted at the next write.
    clock += LOGIN_HISTORY_KEEP.days * DAY - 50_000;
    expect((await history.page(3, 1, 100)).total).toBe(51);
    await history.record(3, entry(500));
    const [after] = await database.query<{ n: number }>(
      'select count(*)::int as n from login_history where user_id = 3',
    );
    expect(after?.n).toBe(52);
  });
});
