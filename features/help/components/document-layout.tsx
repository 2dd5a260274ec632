import type { ComponentProps, ReactNode } from 'react';
import { focusRing } from '@/components/ui/button';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { cn } from '@/lib/cn';
import { HelpMarkdown } from './help-markdown';
import { TableOfContents } from './table-of-contents';

interface DocumentCard {
  key: string;
  href: string;
  title: string;
  summary: string;
}

/**
 * A document of the help centre (an article, the terms, the privacy policy): its title, summary
 * and date, its contents above the body on a phone and beside it on a wide screen, then cards of
 * the documents that go with it.
 */
export function DocumentLayout({
  titleId,
  title,
  summary,
  updated,
  updatedText,
  tocTitle,
  headings,
  blocks,
  articleTestId,
  updatedTestId,
  before,
  related,
}: {
  titleId: string;
  title: string;
  summary: string;
  /** The version's date, YYYY-MM-DD, and how the page says it. */
  updated: string;
  updatedText: string;
  tocTitle: string;
  headings: ComponentProps<typeof TableOfContents>['headings'];
  blocks: ComponentProps<typeof HelpMarkdown>['blocks'];
  articleTestId?: string | undefined;
  updatedTestId?: string | undefined;
  /** Above the document (the way back to the help centre). */
  before?: ReactNode;
  related: {
    id: string;
    title: string;
    cards: readonly DocumentCard[];
    listTestId?: string | undefined;
    /** Below the cards. */
    after?: ReactNode;
  };
}) {
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      {before}
      <article
        className={before ? 'mt-6' : undefined}
        aria-labelledby={titleId}
        data-testid={articleTestId}
      >
        <header className="mb-8 max-w-3xl">
          <h1 id={titleId} className="text-3xl font-semibold text-fg [overflow-wrap:anywhere]">
            {title}
          </h1>
          <p className="mt-3 text-fg-muted">{summary}</p>
          <p className="mt-3 text-sm text-fg-muted" data-testid={updatedTestId}>
            <time dateTime={updated}>{updatedText}</time>
          </p>
        </header>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <aside className="lg:col-start-2 lg:row-start-1">
            <TableOfContents title={tocTitle} headings={headings} />
          </aside>
          <div className="min-w-0 max-w-3xl lg:col-start-1 lg:row-start-1">
            <HelpMarkdown blocks={blocks} />
          </div>
        </div>
      </article>
      <section aria-labelledby={related.id} className="mt-12 border-t border-line pt-8">
        <h2 id={related.id} className="mb-4 text-xl font-semibold text-fg">
          {related.title}
        </h2>
        <ul data-testid={related.listTestId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {related.cards.map((card) => (
            <li
              key={card.key}
              className="relative rounded-lg border border-line bg-bg-raised p-4 hover:border-primary"
            >
              <LocalizedLink
                href={card.href}
                className={cn('font-medium text-fg after:absolute after:inset-0', focusRing)}
              >
                {card.title}
              </LocalizedLink>
              <p className="mt-1 text-sm text-fg-muted">{card.summary}</p>
            </li>
          ))}
        </ul>
        {related.after}
      </section>
    </div>
  );
}
