import { cookies } from 'next/headers';
import { TOKEN_COOKIE } from '@/lib/session/token';
import { HeaderAccountClient } from './header-account-client';

/** Visitors get log-in and sign-up; a token means logged in (spec section 4). */
export async function HeaderAccount() {
  const hasToken = Boolean((await cookies()).get(TOKEN_COOKIE)?.value);
  return <HeaderAccountClient initialLoggedIn={hasToken} />;
}
