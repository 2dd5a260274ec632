import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LogInForm } from '@/features/auth/components/log-in-form';
import type { Locale } from '@/lib/i18n/locales';
import { linkStyles } from '@/components/ui/button';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/log-in', 'logIn');
}

export default async function LogInPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('AuthPages');
  const tNav = await getTranslations('Nav');
  return (
    <>
      <h1 className="text-2xl font-semibold text-fg">{t('logInHeading')}</h1>
      <div className="mt-6">
        <LogInForm />
      </div>
      <p className="mt-6 text-sm text-fg-muted">
        {t('noAccount')}{' '}
        <LocalizedLink href="/sign-up" className={linkStyles}>
          {tNav('signUp')}
        </LocalizedLink>
      </p>
    </>
  );
}
