import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import {
  AccountGate,
  AccountNav,
  AccountSection,
  ApiKeyManagement,
  ApiSigningGuide,
} from '@/features/account';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { buildPageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Account.Pages' });
  const site = await getTranslations({ locale, namespace: 'Metadata' });
  return buildPageMetadata({
    locale,
    path: '/account/api',
    title: t('apiTitle'),
    description: t('apiDescription'),
    siteName: site('siteName'),
    noIndex: true,
  });
}

/** API management: the user's keys (behind the log-in prompt) and how a program signs requests. */
export default async function AccountApiPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Account');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-fg">{t('Pages.apiHeading')}</h1>
      <div className="mt-4">
        <AccountNav current="api" />
      </div>
      <p className="mt-4 text-sm text-fg-muted">{t('Pages.apiLead')}</p>
      <div className="mt-6 grid gap-6">
        <ClientMessages bundle="account-api">
          <AccountGate>
            <AccountSection id="api-keys" title={t('Sections.apiKeys')}>
              <ApiKeyManagement />
            </AccountSection>
          </AccountGate>
        </ClientMessages>
        <AccountSection id="api-signing" title={t('Sections.signing')}>
          <ApiSigningGuide />
        </AccountSection>
      </div>
    </div>
  );
}
