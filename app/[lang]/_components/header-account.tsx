import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

const TOKEN_COOKIE = 'exch-token';

/** Visitors get log-in and sign-up; a token means logged in (spec section 4). */
export async function HeaderAccount() {
  const t = await getTranslations('Nav');
  const hasToken = Boolean((await cookies()).get(TOKEN_COOKIE)?.value);
  if (hasToken) return null;
  return (
    <div className="flex items-center gap-2" data-testid="visitor-actions">
      <Link href="/log-in" className="rounded-md px-3 py-1.5 text-sm text-fg hover:bg-bg-sunken">
        {t('logIn')}
      </Link>
      <Link
        href="/sign-up"
        className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-fg hover:bg-primary-strong"
      >
        {t('signUp')}
      </Link>
    </div>
  );
}
