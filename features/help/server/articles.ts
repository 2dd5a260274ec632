import path from 'node:path';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { HELP_ARTICLE_SLUGS, isHelpArticleSlug, type HelpArticleSlug } from '@/lib/help/slugs';
import type { HelpSearchEntry } from '../model/search';
import { loadMarkdownDocument, type MarkdownDocument } from './documents';

export interface HelpArticle extends MarkdownDocument {
  slug: HelpArticleSlug;
  locale: Locale;
}

/**
 * Articles live in the repository, `content/help/<lang>/<slug>.md`, read from the working
 * directory the server runs in (the repository root: `npm start`, `next start` and `next dev`
 * all run there).
 */
export function helpContentDirectory(): string {
  return path.join(process.cwd(), 'content', 'help');
}

/** The article in that language; rejects an unknown language or slug before touching the disk. */
export async function loadHelpArticle(locale: string, slug: string): Promise<HelpArticle> {
  if (!isLocale(locale) || !isHelpArticleSlug(slug)) {
    throw new Error(`no help article ${locale}/${slug}`);
  }
  const document = await loadMarkdownDocument(
    path.join(helpContentDirectory(), locale, `${slug}.md`),
  );
  return { ...document, slug, locale };
}

/** Every article in that language, in the centre's order. */
export function loadHelpArticles(locale: string): Promise<HelpArticle[]> {
  return Promise.all(HELP_ARTICLE_SLUGS.map((slug) => loadHelpArticle(locale, slug)));
}

/** What the browser needs to search as the user types. */
export function searchEntryOf(article: HelpArticle): HelpSearchEntry {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    headings: article.headings.map((heading) => heading.text),
    text: article.text,
  };
}
