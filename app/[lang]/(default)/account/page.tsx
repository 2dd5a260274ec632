import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import {
  AccountGate,
  AccountNav,
  AccountSection,
  ActiveSessions,
  AntiPhishingCode,
  ChangePassword,
  LoginHistory,
  ProfileSummary,
} from '@/features/account';
import { AuthenticatorSettings, FuturesAccount, IdentityVerification } from '@/features/auth';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/account', 'account', {}, { noIndex: true });
}

/** Account and security: every section is the logged-in user's own, behind the log-in prompt. */
export default async function AccountPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Account');
  const auth = await getTranslations('Auth.AccountSecurity');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-fg">{t('Pages.securityHeading')}</h1>
      <div className="mt-4">
        <AccountNav current="security" />
      </div>
      <div className="mt-6">
        <ClientMessages bundle="account">
          <AccountGate>
            <div className="grid gap-6">
              <AccountSection id="account-profile" title={t('Sections.profile')}>
                <ProfileSummary />
              </AccountSection>
              <AccountSection id="account-kyc" title={auth('kycTitle')}>
                <IdentityVerification />
              </AccountSection>
              <div className="grid gap-6 lg:grid-cols-2">
                <AccountSection
                  id="account-password"
                  title={t('Sections.password')}
                  description={t('Sections.passwordDescription')}
                >
                  <ChangePassword />
                </AccountSection>
                <AccountSection id="account-authenticator" title={auth('authenticatorTitle')}>
                  <AuthenticatorSettings />
                </AccountSection>
              </div>
              <AccountSection id="account-anti-phishing" title={t('Sections.antiPhishing')}>
                <AntiPhishingCode />
              </AccountSection>
              <AccountSection
                id="account-sessions"
                title={t('Sections.sessions')}
                description={t('Sections.sessionsDescription')}
              >
                <ActiveSessions />
              </AccountSection>
              <AccountSection
                id="account-login-history"
                title={t('Sections.loginHistory')}
                description={t('Sections.loginHistoryDescription')}
              >
                <LoginHistory />
              </AccountSection>
              <AccountSection id="account-futures" title={auth('futuresTitle')}>
                <FuturesAccount />
              </AccountSection>
            </div>
          </AccountGate>
        </ClientMessages>
      </div>
    </div>
  );
}
