import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import {
  AuthGate,
  CommissionList,
  InviteCard,
  InviteeList,
  PartnerForm,
  Section,
} from '@/features/rewards';
import type { Locale } from '@/lib/i18n/locales';
import { translatedPageMetadata } from '../../_components/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return translatedPageMetadata(
    lang,
    '/referral',
    async (locale) => {
      const t = await getTranslations({ locale, namespace: 'Referral.Metadata' });
      return { title: t('title'), description: t('description') };
    },
    { noIndex: true },
  );
}

/** The affiliate programme: invite code and link, referred users, commissions, partner form. */
export default async function ReferralPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Locale);
  const t = await getTranslations('Referral.Page');
  return (
    <ClientMessages bundle="referral">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-8 px-4 py-8">
        <div>
          <h1 className="text-2xl font-semibold text-fg">{t('title')}</h1>
          <p className="mt-1 text-fg-muted">{t('intro')}</p>
        </div>
        <AuthGate prompt={t('logInPrompt')}>
          <div className="flex flex-col gap-10">
            <Section title={t('inviteTitle')} testId="referral-invite">
              <InviteCard />
            </Section>
            <Section title={t('inviteesTitle')} testId="referral-invitees">
              <InviteeList />
            </Section>
            <Section
              title={t('commissionsTitle')}
              description={t('commissionsDescription')}
              testId="referral-commissions"
            >
              <CommissionList />
            </Section>
            <Section
              title={t('partnerTitle')}
              description={t('partnerDescription')}
              testId="referral-partner"
            >
              <PartnerForm />
            </Section>
          </div>
        </AuthGate>
      </div>
    </ClientMessages>
  );
}
