import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { HELP_ARTICLE_SLUGS, isHelpArticleSlug, type HelpArticleSlug } from '@/lib/help/slugs';
import { parseFrontMatter, type HelpFrontMatter } from '../model/front-matter';
import { headingsOf, parseMarkdown, plainTextOf, type Block } from '../model/markdown';
import type { HelpSearchEntry } from '../model/search';

export interface HelpArticle extends HelpFrontMatter {
  slug: HelpArticleSlug;
  locale: Locale;
  blocks: Block[];
  headings: { id: string; text: string; level: 2 | 3 }[];
  /** The body as plain text (search). */
  text: string;
  /** Constructs outside the Markdown subset (shown as plain text); the content test wants none. */
  issues: string[];
}

/**
 * Articles live in the repository, `content/help/<lang>/<slug>.md`, read from the working
 * directory the server runs in (the repository root: `npm start`, `next start` and `next dev`
 * all run there).
 */
export function helpContentDirectory(): string {
  return path.join(process.cwd(), 'content', 'help');
}

/** One parse per file and process in production; development re-reads so edits show at once. */
const cache = new Map<string, Promise<HelpArticle>>();
const cacheEnabled = () => process.env.NODE_ENV === 'production';

async function readArticle(locale: Locale, slug: HelpArticleSlug): Promise<HelpArticle> {
  const file = path.join(helpContentDirectory(), locale, `${slug}.md`);
  const source = await readFile(file, 'utf8');
  try {
    const { meta, body } = parseFrontMatter(source);
    const { blocks, issues } = parseMarkdown(body);
    return {
      ...meta,
      slug,
      locale,
      blocks,
      headings: headingsOf(blocks),
      text: plainTextOf(blocks),
      issues,
    };
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The article in that language; rejects an unknown language or slug before touching the disk. */
export function loadHelpArticle(locale: string, slug: string): Promise<HelpArticle> {
  if (!isLocale(locale) || !isHelpArticleSlug(slug)) {
    return Promise.reject(new Error(`no help article ${locale}/${slug}`));
  }
  const key = `${locale}/${slug}`;
  const cached = cacheEnabled() ? cache.get(key) : undefined;
  if (cached) return cached;
  const loading = readArticle(locale, slug);
  if (cacheEnabled()) {
    cache.set(key, loading);
    // A failed read is not kept: the next request tries again.
    loading.catch(() => cache.delete(key));
  }
  return loading;
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
