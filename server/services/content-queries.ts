import { and, asc, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type {
  WireCarouselBanner,
  WireCountry,
  WireNoticeDetail,
  WireNoticePage,
  WireNoticeSummary,
} from '../../lib/contract/wire/content';
import type { Language } from '../../lib/contract/wire/language';
import type { Database } from '../db/database';
import { carouselBanners, countries, notices } from '../db/schema';

export async function listCountries(database: Database, lang: Language): Promise<WireCountry[]> {
  const rows = await database.db.select().from(countries).orderBy(asc(countries.sort));
  return rows.map((row) => ({
    code: row.code,
    iso3: row.iso3,
    dialCode: row.dialCode,
    name: row.names[lang],
    names: row.names,
    restricted: row.restricted,
  }));
}

/** Banners running now, in display order, in the requested language. */
export async function listCarousel(
  database: Database,
  lang: Language,
  now: Date,
): Promise<WireCarouselBanner[]> {
  const rows = await database.db
    .select()
    .from(carouselBanners)
    .where(
      and(
        lte(carouselBanners.startsAt, now),
        or(isNull(carouselBanners.endsAt), gt(carouselBanners.endsAt, now)),
      ),
    )
    .orderBy(asc(carouselBanners.sort), asc(carouselBanners.id));
  return rows.map((row) => ({
    id: row.id,
    sort: row.sort,
    title: row.title[lang],
    subtitle: row.subtitle[lang],
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
  }));
}

/** The largest notice id SQL can hold (an `integer` column); a larger id names no notice. */
const MAX_NOTICE_ID = 2_147_483_647;

type NoticeRow = typeof notices.$inferSelect;

/** A notice as lists show it, in the requested language. */
function noticeSummary(row: NoticeRow, lang: Language): WireNoticeSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title[lang],
    summary: row.summary[lang],
    linkUrl: row.linkUrl,
    publishedAt: row.publishedAt.getTime(),
    pinned: row.pinned,
  };
}

/** Published means its publication time has come; a notice scheduled for later is not shown. */
const published = (now: Date) => lte(notices.publishedAt, now);

/** Pinned first, then newest first (the id breaks ties, so paging is stable). */
const noticeOrder = [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)];

/** Latest notices: pinned first, then newest first. */
export async function listLatestNotices(
  database: Database,
  lang: Language,
  size: number,
  now: Date,
): Promise<WireNoticeSummary[]> {
  const rows = await database.db
    .select()
    .from(notices)
    .where(published(now))
    .orderBy(...noticeOrder)
    .limit(size);
  return rows.map((row) => noticeSummary(row, lang));
}

/** One page of every published notice (pinned first, then newest first) and how many there are. */
export async function listNotices(
  database: Database,
  lang: Language,
  page: number,
  size: number,
  now: Date,
): Promise<WireNoticePage> {
  const [rows, totals] = await Promise.all([
    database.db
      .select()
      .from(notices)
      .where(published(now))
      .orderBy(...noticeOrder)
      .limit(size)
      .offset((page - 1) * size),
    database.db.select({ total: count() }).from(notices).where(published(now)),
  ]);
  return {
    list: rows.map((row) => noticeSummary(row, lang)),
    total: totals[0]?.total ?? 0,
    page,
    size,
  };
}

/**
 * One published notice with its full text (paragraphs separated by a blank line; a notice
 * without a body shows its summary), or undefined when no published notice has this id.
 */
export async function findNotice(
  database: Database,
  lang: Language,
  id: number,
  now: Date,
): Promise<WireNoticeDetail | undefined> {
  if (id > MAX_NOTICE_ID) return undefined;
  const [row] = await database.db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), published(now)))
    .limit(1);
  if (!row) return undefined;
  return { ...noticeSummary(row, lang), body: row.body?.[lang] ?? row.summary[lang] };
}
