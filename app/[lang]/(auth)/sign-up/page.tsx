import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import type { Locale } from '@/lib/i18n/locales';
import { linkStyles } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return pageMetadata(lang, '/sign-up', 'signUp');
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const { lang } = await params;
  const inviteCode = inviteFrom(await searchParams);
  setRequestLocale(lang as Locale);
  const t = await getTranslations('AuthPages');
  const tNav = await getTranslations('Nav');
  return (
    <>
      <h1 className="text-2xl font-semibold text-fg">{t('signUpHeading')}</h1>
      <p className="mt-2 font-medium text-primary">{t('signUpRewards')}</p>
      <div className="mt-6">
        <SignUpForm inviteCode={inviteCode} />
      </div>
      <p className="mt-6 text-sm text-fg-muted">
        {t('haveAccount')}{' '}
        <Link href="/log-in" className={linkStyles}>
          {tNav('logIn')}
        </Link>
      </p>
    </>
  );
}
