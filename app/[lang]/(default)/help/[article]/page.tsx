import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HelpArticleView, loadHelpArticle } from '@/features/help/server';
import { isHelpArticleSlug } from '@/lib/help/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../../_components/page-metadata';

type Props = { params: Promise<{ lang: string; article: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, article } = await params;
  if (!isHelpArticleSlug(article)) return {};
  const { title, summary } = await loadHelpArticle(lang, article);
  return pageMetadata(lang, `/help/${article}`, 'helpArticle', { title, summary });
}

export default async function HelpArticlePage({ params }: Props) {
  const { lang, article } = await params;
  // The middleware already answers unknown articles with the 404 page; this is the second guard.
  if (!isHelpArticleSlug(article)) notFound();
  setRequestLocale(lang as Locale);
  return <HelpArticleView locale={lang} slug={article} />;
}
