import { getFormatter, getTranslations } from 'next-intl/server';
import { focusRing, linkStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { HelpArticleSlug } from '@/lib/help/slugs';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { RELATED_ARTICLES } from '../model/catalogue';
import { loadHelpArticle } from '../server/articles';
import { HelpMarkdown } from './help-markdown';
import { TableOfContents } from './table-of-contents';

/** One help article: title, date, contents, body, related articles and the way back. */
export async function HelpArticleView({ locale, slug }: { locale: string; slug: HelpArticleSlug }) {
  const [t, format, article] = await Promise.all([
    getTranslations('HelpCentre'),
    getFormatter(),
    loadHelpArticle(locale, slug),
  ]);
  const related = await Promise.all(
    RELATED_ARTICLES[slug].map((other) => loadHelpArticle(locale, other)),
  );
  const updated = new Date(`${article.updated}T00:00:00Z`);

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      <LocalizedLink href="/help" className={cn(linkStyles, 'text-sm')}>
        {t('backToCentre')}
      </LocalizedLink>
      <article className="mt-6" aria-labelledby="help-article-title">
        <header className="mb-8 max-w-3xl">
          <h1
            id="help-article-title"
            className="text-3xl font-semibold text-fg [overflow-wrap:anywhere]"
          >
            {article.title}
          </h1>
          <p className="mt-3 text-fg-muted">{article.summary}</p>
          <p className="mt-3 text-sm text-fg-muted">
            <time dateTime={article.updated}>
              {t('updated', {
                date: format.dateTime(updated, { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </time>
          </p>
        </header>
        {/* The contents come first in reading order (above the body on a phone), beside it on a wide screen. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <aside className="lg:col-start-2 lg:row-start-1">
            <TableOfContents title={t('toc')} headings={article.headings} />
          </aside>
          <div className="min-w-0 max-w-3xl lg:col-start-1 lg:row-start-1">
            <HelpMarkdown blocks={article.blocks} />
          </div>
        </div>
      </article>
      <section aria-labelledby="help-related" className="mt-12 border-t border-line pt-8">
        <h2 id="help-related" className="mb-4 text-xl font-semibold text-fg">
          {t('related')}
        </h2>
        <ul data-testid="help-related" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li
              key={other.slug}
              className="relative rounded-lg border border-line bg-bg-raised p-4 hover:border-primary"
            >
              <LocalizedLink
                href={`/help/${other.slug}`}
                className={cn('font-medium text-fg after:absolute after:inset-0', focusRing)}
              >
                {other.title}
              </LocalizedLink>
              <p className="mt-1 text-sm text-fg-muted">{other.summary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <LocalizedLink href="/help" className={cn(linkStyles, 'text-sm')}>
            {t('backToCentre')}
          </LocalizedLink>
        </p>
      </section>
    </div>
  );
}
