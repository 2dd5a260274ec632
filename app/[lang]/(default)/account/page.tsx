import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AccountSecurity } from '@/features/auth/components/account-security';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/account', 'account', {}, { noIndex: true });
}

export default async function AccountPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Auth');
  return (
    <>
      <h1 className="text-2xl font-semibold text-fg">{t('AccountSecurity.heading')}</h1>
      <div className="mt-6">
        <ClientMessages namespaces={['Errors', 'Auth']}>
          <AccountSecurity />
        </ClientMessages>
      </div>
    </>
  );
}
