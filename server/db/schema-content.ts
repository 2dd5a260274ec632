import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Text in each interface language; every language is required so no screen shows a gap. */
export interface LocalizedText {
  en: string;
  ko: string;
  ja: string;
  'zh-hant': string;
}

export const carouselBanners = pgTable('carousel_banners', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notices = pgTable('notices', {
  id: integer('id').primaryKey(),
  category: text('category').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  /** Full text of the notice page, paragraphs separated by blank lines; null shows the summary. */
  body: jsonb('body').$type<LocalizedText>(),
  /** App path the notice opens, or null for a notice without a detail page. */
  linkUrl: text('link_url'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  pinned: boolean('pinned').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2, or an ISO 3166-2 subdivision code for restricted regions (UA-43 Crimea). */
  code: text('code').primaryKey(),
  iso3: text('iso3').notNull(),
  dialCode: text('dial_code').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  restricted: boolean('restricted').notNull().default(false),
  sort: integer('sort').notNull(),
});
