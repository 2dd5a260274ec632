import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { matchRoute } from '@/lib/routes';
import { linksOf } from './model/markdown';
import {
  LEGAL_DOCUMENTS,
  legalContentDirectory,
  legalDocumentPath,
  loadLegalDocument,
} from './server/legal-documents';

/** The version in force, the same in every language. */
const LAST_UPDATED = '2026-11-30';

describe('the terms of use and the privacy policy', () => {
  it.each(locales)('have both documents, dated by the version in force, in %s', async (locale) => {
    const files = (await readdir(path.join(legalContentDirectory(), locale))).sort();
    expect(files).toEqual(LEGAL_DOCUMENTS.map((id) => `${id}.md`).sort());
    for (const id of LEGAL_DOCUMENTS) {
      const document = await loadLegalDocument(locale, id);
      expect(document.title.length, `${locale}/${id}`).toBeGreaterThan(0);
      expect(document.summary.length, `${locale}/${id}`).toBeGreaterThan(0);
      expect(document.updated, `${locale}/${id}`).toBe(LAST_UPDATED);
    }
  });

  it.each(locales)('use only the Markdown subset, in 8 to 12 sections, in %s', async (locale) => {
    for (const id of LEGAL_DOCUMENTS) {
      const document = await loadLegalDocument(locale, id);
      expect(document.issues, `${locale}/${id}`).toEqual([]);
      const sections = document.headings.filter((heading) => heading.level === 2);
      expect(sections.length, `${locale}/${id}`).toBeGreaterThanOrEqual(8);
      expect(sections.length, `${locale}/${id}`).toBeLessThanOrEqual(12);
    }
  });

  it('keep every translation in step with the English sections and links', async () => {
    for (const id of LEGAL_DOCUMENTS) {
      const english = await loadLegalDocument('en', id);
      for (const locale of locales) {
        const translated = await loadLegalDocument(locale, id);
        expect(translated.headings.length, `${locale}/${id}`).toBe(english.headings.length);
        expect(linksOf(translated.blocks), `${locale}/${id}`).toEqual(linksOf(english.blocks));
      }
    }
  });

  it('link only to pages that exist, each document to the other', async () => {
    for (const id of LEGAL_DOCUMENTS) {
      const links = linksOf((await loadLegalDocument('en', id)).blocks);
      for (const href of links) {
        expect(matchRoute(href.split(/[?#]/)[0] ?? ''), `${id} → ${href}`).toBeDefined();
      }
      const other = LEGAL_DOCUMENTS.find((each) => each !== id);
      if (other) expect(links, id).toContain(legalDocumentPath(other));
    }
  });

  it('are the pages of the route table', () => {
    for (const id of LEGAL_DOCUMENTS) {
      expect(matchRoute(legalDocumentPath(id))?.id).toBe(id);
    }
  });

  it('refuse an unknown language before reading a file', async () => {
    await expect(loadLegalDocument('fr', 'terms')).rejects.toThrow('no legal document fr/terms');
  });
});
