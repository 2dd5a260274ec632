import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { HELP_GROUPS } from '../model/catalogue';
import { loadHelpArticles, searchEntryOf, type HelpArticle } from '../server/articles';
import { ContactSupportForm } from './contact-support-form';
import { HelpSearch } from './help-search';

function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <li
      data-testid="help-article-card"
      data-slug={article.slug}
      className="relative flex flex-col gap-2 rounded-lg border border-line bg-bg-raised p-5 hover:border-primary"
    >
      <h3 className="text-base font-semibold text-fg">
        <LocalizedLink
          href={`/help/${article.slug}`}
          className={cn('rounded-sm after:absolute after:inset-0', focusRing)}
        >
          {article.title}
        </LocalizedLink>
      </h3>
      <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">{article.summary}</p>
    </li>
  );
}

/** The help centre's index: search, then the articles grouped by topic. */
export async function HelpCentre({ locale, query }: { locale: string; query: string }) {
  const t = await getTranslations('HelpCentre');
  const tSupport = await getTranslations('ContactSupport');
  const articles = await loadHelpArticles(locale);
  const bySlug = new Map(articles.map((article) => [article.slug, article]));

  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-semibold text-fg">{t('heading')}</h1>
        <p className="mt-3 max-w-3xl text-fg-muted">{t('intro')}</p>
      </div>
      <HelpSearch entries={articles.map(searchEntryOf)} initialQuery={query}>
        <div className="flex flex-col gap-10">
          {HELP_GROUPS.map((group) => (
            <section key={group.id} aria-labelledby={`help-group-${group.id}`}>
              <h2 id={`help-group-${group.id}`} className="mb-4 text-xl font-semibold text-fg">
                {t(`groups.${group.id}`)}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.slugs.map((slug) => {
                  const article = bySlug.get(slug);
                  return article ? <ArticleCard key={slug} article={article} /> : null;
                })}
              </ul>
            </section>
          ))}
        </div>
      </HelpSearch>
      <section
        id="contact-support"
        aria-labelledby="contact-support-title"
        className="max-w-3xl scroll-mt-20 rounded-lg border border-line bg-bg-raised p-5 sm:p-6"
      >
        <h2 id="contact-support-title" className="text-xl font-semibold text-fg">
          {tSupport('heading')}
        </h2>
        <p className="mt-2 mb-5 text-fg-muted">{tSupport('intro')}</p>
        <ContactSupportForm />
      </section>
    </div>
  );
}
