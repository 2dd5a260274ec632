'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { buttonStyles, focusRing, linkStyles } from '@/components/ui/button';
import { fieldInputClass } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { Link } from '@/components/i18n/link';
import { queryTerms, searchHelp, type HelpSearchEntry } from '../model/search';
import { HighlightedText } from './highlighted-text';

export interface HelpSearchProps {
  /** Every article's searchable text, in the centre's order. */
  entries: readonly HelpSearchEntry[];
  /** The `?q=` the page was requested with: its results are in the first HTML. */
  initialQuery: string;
  /** What shows while nothing is searched: the article cards, rendered on the server. */
  children: ReactNode;
}

/**
 * The help centre's search: a plain GET form (works without JavaScript: the server renders the
 * results of `?q=`), and once the page is live, results that follow every keystroke. The address
 * keeps the query, so reloading or sharing shows the same results.
 */
export function HelpSearch({ entries, initialQuery, children }: HelpSearchProps) {
  const t = useTranslations('HelpCentre');
  const locale = useLocale();
  const inputId = useId();
  // Typing into the server-rendered box before hydration would not filter: the form says when it is live.
  const hydrated = useHydrated();
  const [query, setQuery] = useState(initialQuery);
  const terms = useMemo(() => queryTerms(query), [query]);
  const hits = useMemo(() => searchHelp(entries, query), [entries, query]);
  const searching = terms.length > 0;
  const shownQuery = query.trim();

  useEffect(() => {
    const url = new URL(window.location.href);
    if (shownQuery) url.searchParams.set('q', shownQuery);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  }, [shownQuery]);

  return (
    <div className="flex flex-col gap-8">
      <form
        role="search"
        method="get"
        action={`/${locale}/help`}
        data-ready={hydrated ? 'true' : undefined}
        className="flex w-full max-w-2xl gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(fieldInputClass, 'min-w-0 flex-1')}
        />
        <button type="submit" className={buttonStyles({ className: 'h-11' })}>
          {t('searchSubmit')}
        </button>
      </form>

      {/* Announced on every change; shown when there are results (the empty state says it otherwise). */}
      <p
        aria-live="polite"
        data-testid="help-result-count"
        className={searching && hits.length > 0 ? 'text-sm text-fg-muted' : 'sr-only'}
      >
        {searching ? t('resultCount', { count: hits.length, query: shownQuery }) : ''}
      </p>

      {!searching ? (
        children
      ) : hits.length === 0 ? (
        <div
          data-testid="help-search-empty"
          className="rounded-lg border border-dashed border-line px-6 py-10 text-center"
        >
          <p className="font-medium text-fg">{t('noResults', { query: shownQuery })}</p>
          <p className="mt-2 text-sm text-fg-muted">{t('noResultsHint')}</p>
          <button
            type="button"
            className={cn(linkStyles, 'mt-4 text-sm')}
            onClick={() => setQuery('')}
          >
            {t('browseAll')}
          </button>
        </div>
      ) : (
        <ul data-testid="help-search-results" className="flex flex-col gap-3">
          {hits.map(({ entry, snippet }) => (
            <li
              key={entry.slug}
              data-testid="help-result"
              data-slug={entry.slug}
              className="relative rounded-lg border border-line bg-bg-raised p-4 hover:border-primary"
            >
              <h2 className="text-base font-semibold text-fg">
                <Link
                  href={`/help/${entry.slug}`}
                  className={cn('rounded-sm after:absolute after:inset-0', focusRing)}
                >
                  <HighlightedText text={entry.title} terms={terms} />
                </Link>
              </h2>
              <p className="mt-1 text-sm text-fg-muted [overflow-wrap:anywhere]">
                <HighlightedText text={entry.summary} terms={terms} />
              </p>
              {snippet ? (
                <p className="mt-2 text-sm text-fg-muted [overflow-wrap:anywhere]">
                  <HighlightedText text={snippet} terms={terms} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
