import { and, asc, desc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Language } from '../api/language';
import type { Database } from '../db/database';
import { carouselBanners, countries, notices } from '../db/schema';

export async function listCountries(database: Database, lang: Language) {
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
export async function listCarousel(database: Database, lang: Language, now: Date) {
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

/** Latest notices: pinned first, then newest first. */
export async function listLatestNotices(
  database: Database,
  lang: Language,
  size: number,
  now: Date,
) {
  const rows = await database.db
    .select()
    .from(notices)
    .where(lte(notices.publishedAt, now))
    .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
    .limit(size);
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    title: row.title[lang],
    summary: row.summary[lang],
    linkUrl: row.linkUrl,
    publishedAt: row.publishedAt.getTime(),
    pinned: row.pinned,
  }));
}
