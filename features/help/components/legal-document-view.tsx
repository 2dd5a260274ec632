import { getFormatter, getTranslations } from 'next-intl/server';
import {
  LEGAL_DOCUMENTS,
  legalDocumentPath,
  loadLegalDocument,
  type LegalDocumentId,
} from '../server/legal-documents';
import { DocumentLayout } from './document-layout';

/**
 * A legal document (terms of use, privacy policy): title, date of the version in force, contents
 * and body, laid out as a help article is, then the other documents.
 */
export async function LegalDocumentView({ locale, id }: { locale: string; id: LegalDocumentId }) {
  const [t, format, document, others] = await Promise.all([
    getTranslations('Legal'),
    getFormatter(),
    loadLegalDocument(locale, id),
    Promise.all(
      LEGAL_DOCUMENTS.filter((other) => other !== id).map((other) =>
        loadLegalDocument(locale, other),
      ),
    ),
  ]);
  const updated = new Date(`${document.updated}T00:00:00Z`);

  return (
    <DocumentLayout
      titleId="legal-title"
      articleTestId={`legal-${id}`}
      updatedTestId="legal-updated"
      title={document.title}
      summary={document.summary}
      updated={document.updated}
      updatedText={t('lastUpdated', {
        date: format.dateTime(updated, { dateStyle: 'long', timeZone: 'UTC' }),
      })}
      tocTitle={t('toc')}
      headings={document.headings}
      blocks={document.blocks}
      related={{
        id: 'legal-see-also',
        title: t('seeAlso'),
        cards: others.map((other) => ({
          key: other.id,
          href: legalDocumentPath(other.id),
          title: other.title,
          summary: other.summary,
        })),
      }}
    />
  );
}
