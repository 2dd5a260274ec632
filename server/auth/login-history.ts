import type {
  LoginKind,
  WireLoginEntry,
  WireLoginHistoryPage,
} from '../../lib/contract/wire/security';
import { and, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { shownDevice } from './user-agent';
import type { Database } from '../db/database';
import { loginHistory } from '../db/schema';

/** What is kept per user: the newest 100 entries, none older than 90 days. */
export const LOGIN_HISTORY_KEEP = { entries: 100, days: 90 } as const;

export type { LoginKind };

export interface LoginEntryInput {
  kind: LoginKind;
  /** The public id of the session the log-in opened. */
  sessionId: string;
  address: string;
  device: string;
  language: string;
}

/** One entry as its owner sees it, and a page of them (lib/contract/wire/security). */
export type LoginEntry = WireLoginEntry;
export type LoginHistoryPage = WireLoginHistoryPage;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Successful log-ins per user (a sign-up logs in too). Pruned as each entry is written, in one
 * statement over the user's own rows (at most ~100 of them), so the table never needs a sweep.
 */
export class LoginHistory {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  async record(userId: number, entry: LoginEntryInput): Promise<void> {
    const { db } = this.database;
    const now = this.now();
    await db.insert(loginHistory).values({
      userId,
      kind: entry.kind,
      sessionId: entry.sessionId,
      address: entry.address.slice(0, 64),
      device: entry.device.slice(0, 64),
      language: entry.language.slice(0, 16),
      createdAt: new Date(now),
    });
    // The id of the oldest entry still kept; everything before it, or past 90 days, goes.
    const oldestKept = db
      .select({ id: loginHistory.id })
      .from(loginHistory)
      .where(eq(loginHistory.userId, userId))
      .orderBy(desc(loginHistory.id))
      .offset(LOGIN_HISTORY_KEEP.entries - 1)
      .limit(1);
    await db
      .delete(loginHistory)
      .where(
        and(
          eq(loginHistory.userId, userId),
          or(
            lt(loginHistory.createdAt, new Date(now - LOGIN_HISTORY_KEEP.days * DAY_MS)),
            sql`${loginHistory.id} < (${oldestKept})`,
          ),
        ),
      );
  }

  /** The user's entries, newest first; `page` counts from 1. */
  async page(userId: number, page: number, size: number): Promise<LoginHistoryPage> {
    const { db } = this.database;
    const cutoff = new Date(this.now() - LOGIN_HISTORY_KEEP.days * DAY_MS);
    const mine = and(eq(loginHistory.userId, userId), gte(loginHistory.createdAt, cutoff));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(loginHistory)
        .where(mine)
        .orderBy(desc(loginHistory.id))
        .offset((page - 1) * size)
        .limit(size),
      db.select({ n: count() }).from(loginHistory).where(mine),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        time: row.createdAt.getTime(),
        kind: row.kind === 'register' ? 'register' : 'login',
        ip: row.address,
        device: shownDevice(row.device),
        language: row.language,
        sessionId: row.sessionId,
      })),
      total: total?.n ?? 0,
      page,
      size,
    };
  }
}
