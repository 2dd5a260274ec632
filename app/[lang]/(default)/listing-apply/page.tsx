import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { linkStyles } from '@/components/ui/button';
import { ListingApplyForm } from '@/features/listing-apply';
import { LocalizedLink } from '@/components/i18n/localized-link';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/listing-apply', 'listingApply');
}

const CRITERIA = ['product', 'contracts', 'community', 'team'] as const;

/** Listing applications: what we look for and how review works (server-rendered), then the form. */
export default async function ListingApplyPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('ListingApply');
  const verificationLink = (chunks: ReactNode) => (
    <LocalizedLink href="/official-verification" className={linkStyles}>
      {chunks}
    </LocalizedLink>
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-semibold break-words text-fg">{t('heading')}</h1>
      <p className="mt-3 text-fg-muted">{t('lead')}</p>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="listing-criteria">
          <h2 id="listing-criteria" className="text-lg font-semibold text-fg">
            {t('criteriaTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-fg-muted">
            {CRITERIA.map((criterion) => (
              <li key={criterion}>{t(`criteria.${criterion}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="listing-review">
          <h2 id="listing-review" className="text-lg font-semibold text-fg">
            {t('reviewTitle')}
          </h2>
          <p className="mt-3 text-sm text-fg-muted">{t('review')}</p>
        </section>
      </div>

      <aside
        aria-labelledby="listing-warning"
        className="mt-8 rounded-lg border border-down/40 bg-down/5 p-4 sm:p-5"
      >
        <h2 id="listing-warning" className="font-semibold text-fg">
          {t('warningTitle')}
        </h2>
        <p className="mt-2 text-sm text-fg">{t.rich('warning', { link: verificationLink })}</p>
      </aside>

      <section aria-labelledby="listing-form-title" className="mt-10">
        <h2 id="listing-form-title" className="text-2xl font-semibold text-fg">
          {t('formTitle')}
        </h2>
        <p className="mt-2 mb-6 text-sm text-fg-muted">{t('formNote')}</p>
        <ListingApplyForm />
      </section>
    </div>
  );
}
