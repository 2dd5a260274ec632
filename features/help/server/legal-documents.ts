import path from 'node:path';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMarkdownDocument, type MarkdownDocument } from './documents';

/**
 * The legal documents a user agrees to at sign-up, each a page of its own (`/terms`, `/privacy`)
 * written like a help article: `content/legal/<lang>/<id>.md`.
 */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;

export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

export interface LegalDocument extends MarkdownDocument {
  id: LegalDocumentId;
  locale: Locale;
}

/** The page of a document, without the language: its id is its path. */
export function legalDocumentPath(id: LegalDocumentId): `/${LegalDocumentId}` {
  return `/${id}`;
}

export function legalContentDirectory(): string {
  return path.join(process.cwd(), 'content', 'legal');
}

/** The document in that language; rejects an unknown language before touching the disk. */
export async function loadLegalDocument(
  locale: string,
  id: LegalDocumentId,
): Promise<LegalDocument> {
  if (!isLocale(locale) || !LEGAL_DOCUMENTS.includes(id)) {
    throw new Error(`no legal document ${locale}/${id}`);
  }
  const document = await loadMarkdownDocument(
    path.join(legalContentDirectory(), locale, `${id}.md`),
  );
  return { ...document, id, locale };
}
