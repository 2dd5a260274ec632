import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { TOKEN_COOKIE } from '@/lib/session/token';
import { HeaderAccountClient } from './header-account-client';

/** Visitors get log-in and sign-up; a token means logged in (spec section 4). */
export async function HeaderAccount() {
  const t = await getTranslations('Nav');
  const tMenu = await getTranslations('UserMenu');
  const hasToken = Boolean((await cookies()).get(TOKEN_COOKIE)?.value);
  return (
    <HeaderAccountClient
      initialLoggedIn={hasToken}
      labels={{
        logIn: t('logIn'),
        signUp: t('signUp'),
        menu: tMenu('menuLabel'),
        guest: tMenu('guest'),
        groups: { assets: t('assets'), orders: t('orders'), account: tMenu('account') },
        entries: {
          wallet: tMenu('wallet'),
          spotAsset: tMenu('spotAsset'),
          futuresAsset: tMenu('futuresAsset'),
          fund: tMenu('fund'),
          deposit: tMenu('deposit'),
          withdraw: tMenu('withdraw'),
          transfer: tMenu('transfer'),
          order: tMenu('order'),
          account: tMenu('account'),
          api: tMenu('api'),
          fee: tMenu('fee'),
          logout: tMenu('logout'),
        },
      }}
    />
  );
}
