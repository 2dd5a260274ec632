import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/forgot', 'forgot', {}, { noIndex: true });
}

export default async function ForgotPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('AuthPages');
  return (
    <>
      <h1 className="text-2xl font-semibold text-fg">{t('forgotHeading')}</h1>
      <div className="mt-6">
        <ForgotPasswordFlow />
      </div>
    </>
  );
}
