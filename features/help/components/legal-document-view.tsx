import { getFormatter, getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { cn } from '@/lib/cn';
import {
  LEGAL_DOCUMENTS,
  legalDocumentPath,
  loadLegalDocument,
  type LegalDocumentId,
} from '../server/legal-documents';
import { HelpMarkdown } from './help-markdown';
import { TableOfContents } from './table-of-contents';

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
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      <article aria-labelledby="legal-title" data-testid={`legal-${id}`}>
        <header className="mb-8 max-w-3xl">
          <h1 id="legal-title" className="text-3xl font-semibold text-fg [overflow-wrap:anywhere]">
            {document.title}
          </h1>
          <p className="mt-3 text-fg-muted">{document.summary}</p>
          <p className="mt-3 text-sm text-fg-muted" data-testid="legal-updated">
            <time dateTime={document.updated}>
              {t('lastUpdated', {
                date: format.dateTime(updated, { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </time>
          </p>
        </header>
        {/* As in a help article: the contents above the body on a phone, beside it on a wide screen. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <aside className="lg:col-start-2 lg:row-start-1">
            <TableOfContents title={t('toc')} headings={document.headings} />
          </aside>
          <div className="min-w-0 max-w-3xl lg:col-start-1 lg:row-start-1">
            <HelpMarkdown blocks={document.blocks} />
          </div>
        </div>
      </article>
      <section aria-labelledby="legal-see-also" className="mt-12 border-t border-line pt-8">
        <h2 id="legal-see-also" className="mb-4 text-xl font-semibold text-fg">
          {t('seeAlso')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li
              key={other.id}
              className="relative rounded-lg border border-line bg-bg-raised p-4 hover:border-primary"
            >
              <LocalizedLink
                href={legalDocumentPath(other.id)}
                className={cn('font-medium text-fg after:absolute after:inset-0', focusRing)}
              >
                {other.title}
              </LocalizedLink>
              <p className="mt-1 text-sm text-fg-muted">{other.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
