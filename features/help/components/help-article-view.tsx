import { getFormatter, getTranslations } from 'next-intl/server';
import { linkStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { HelpArticleSlug } from '@/lib/help/slugs';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { RELATED_ARTICLES } from '../model/catalogue';
import { loadHelpArticle } from '../server/articles';
import { DocumentLayout } from './document-layout';

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

  const backLink = (
    <LocalizedLink href="/help" className={cn(linkStyles, 'text-sm')}>
      {t('backToCentre')}
    </LocalizedLink>
  );

  return (
    <DocumentLayout
      titleId="help-article-title"
      title={article.title}
      summary={article.summary}
      updated={article.updated}
      updatedText={t('updated', {
        date: format.dateTime(updated, { dateStyle: 'long', timeZone: 'UTC' }),
      })}
      tocTitle={t('toc')}
      headings={article.headings}
      blocks={article.blocks}
      before={backLink}
      related={{
        id: 'help-related',
        title: t('related'),
        listTestId: 'help-related',
        cards: related.map((other) => ({
          key: other.slug,
          href: `/help/${other.slug}`,
          title: other.title,
          summary: other.summary,
        })),
        after: <p className="mt-8">{backLink}</p>,
      }}
    />
  );
}
