import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLE_SLUGS } from '@/lib/help/slugs';
import { locales } from '@/lib/i18n/locales';
import { matchRoute } from '@/lib/routes';
import { HELP_GROUPS, RELATED_ARTICLES } from './model/catalogue';
import { linksOf } from './model/markdown';
import { searchHelp } from './model/search';
import {
  helpContentDirectory,
  loadHelpArticle,
  loadHelpArticles,
  searchEntryOf,
} from './server/articles';

const englishWords = (text: string) => text.match(/[A-Za-z0-9][A-Za-z0-9'’.,%-]*/g)?.length ?? 0;

describe('help centre content', () => {
  it.each(locales)('has a file with valid front matter for every article in %s', async (locale) => {
    const files = (await readdir(path.join(helpContentDirectory(), locale))).sort();
    expect(files).toEqual(HELP_ARTICLE_SLUGS.map((slug) => `${slug}.md`).sort());
    for (const slug of HELP_ARTICLE_SLUGS) {
      const article = await loadHelpArticle(locale, slug);
      expect(article.title.length, slug).toBeGreaterThan(0);
      expect(article.summary.length, slug).toBeGreaterThan(0);
      expect(article.updated, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each(locales)('uses only the Markdown subset in %s', async (locale) => {
    for (const article of await loadHelpArticles(locale)) {
      expect(article.issues, `${locale}/${article.slug}`).toEqual([]);
      expect(article.headings.length, `${locale}/${article.slug}`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(locales)('links only to pages that exist, in %s', async (locale) => {
    for (const article of await loadHelpArticles(locale)) {
      for (const href of linksOf(article.blocks)) {
        const pathOnly = href.split(/[?#]/)[0] ?? '';
        expect(matchRoute(pathOnly), `${locale}/${article.slug} → ${href}`).toBeDefined();
      }
    }
  });

  it('keeps every translation in step with the English structure', async () => {
    const english = await loadHelpArticles('en');
    for (const locale of locales) {
      const translated = await loadHelpArticles(locale);
      translated.forEach((article, index) => {
        const source = english[index];
        expect(article.headings.length, `${locale}/${article.slug}`).toBe(source?.headings.length);
        expect(linksOf(article.blocks), `${locale}/${article.slug}`).toEqual(
          linksOf(source?.blocks ?? []),
        );
      });
    }
  });

  it('has English articles of 250 to 600 words', async () => {
    for (const article of await loadHelpArticles('en')) {
      const words = englishWords(article.text);
      expect(words, article.slug).toBeGreaterThanOrEqual(250);
      expect(words, article.slug).toBeLessThanOrEqual(600);
    }
  });

  it('groups every article exactly once and relates only other articles', () => {
    const grouped = HELP_GROUPS.flatMap((group) => group.slugs);
    expect([...grouped].sort()).toEqual([...HELP_ARTICLE_SLUGS].sort());
    for (const slug of HELP_ARTICLE_SLUGS) {
      expect(RELATED_ARTICLES[slug].length, slug).toBeGreaterThan(0);
      expect(RELATED_ARTICLES[slug], slug).not.toContain(slug);
    }
  });

  // The end-to-end test searches "funding" (en) and "資金" (ja) and expects a shorter list.
  it.each([
    ['en', 'funding'],
    ['ja', '資金'],
  ] as const)('narrows the %s list for "%s" to some articles, funding first', async (locale, q) => {
    const entries = (await loadHelpArticles(locale)).map(searchEntryOf);
    const hits = searchHelp(entries, q);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThan(HELP_ARTICLE_SLUGS.length);
    expect(hits[0]?.entry.slug).toBe('funding');
  });
});
