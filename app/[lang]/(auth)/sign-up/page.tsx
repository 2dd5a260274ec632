import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignUpForm, type SignUpPrefill } from '@/features/auth/components/sign-up-form';
import { headlineFigures, loadRewardsHeadline } from '@/features/rewards/server';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { linkStyles } from '@/components/ui/button';
import { LocalizedLink } from '@/components/i18n/localized-link';
import { pageMetadata } from '../../_components/page-metadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The invite code from a shared link (`?inviteCode=` or `?invite=`), kept short and plain. */
function inviteFrom(query: Record<string, string | string[] | undefined>): string {
  const raw = query.inviteCode ?? query.invite;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : '';
}

/**
 * The e-mail or mobile number typed into the home page's sign-up box (`?email=` or `?mobile=`),
 * for the form to start with; the form checks it like anything typed.
 */
function identityFrom(query: Record<string, string | string[] | undefined>): SignUpPrefill {
  const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);
  const email = first(query.email)?.trim();
  if (email && email.length <= 254) return { email };
  const mobile = first(query.mobile)?.trim();
  if (mobile && /^\d{1,20}$/.test(mobile)) return { mobile };
  return {};
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/sign-up', 'signUp');
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const { lang } = await params;
  const query = await searchParams;
  const inviteCode = inviteFrom(query);
  setRequestLocale(lang as Locale);
  const t = await getTranslations('AuthPages');
  const tNav = await getTranslations('Nav');
  // What the starter tasks (signing up among them) add up to, from the server's task table (never
  // a second fixed number); the words say so, and how many tasks it takes.
  const headline = await loadRewardsHeadline();
  const starterTasks = headline ? headlineFigures(headline).starterTasks : null;
  return (
    <>
      <h1 className="text-2xl font-semibold text-fg">{t('signUpHeading')}</h1>
      {starterTasks ? (
        <p className="mt-2 font-medium text-primary" data-testid="sign-up-rewards">
          {t('signUpRewards', {
            amount: formatNumber(starterTasks.amount, lang),
            count: starterTasks.tasks,
          })}
        </p>
      ) : null}
      <div className="mt-6">
        <SignUpForm inviteCode={inviteCode} prefill={identityFrom(query)} />
      </div>
      <p className="mt-6 text-sm text-fg-muted">
        {t('haveAccount')}{' '}
        <LocalizedLink href="/log-in" className={linkStyles}>
          {tNav('logIn')}
        </LocalizedLink>
      </p>
    </>
  );
}
