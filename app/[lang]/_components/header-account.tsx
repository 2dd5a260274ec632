import { HeaderAccountClient } from './header-account-client';

/**
 * Visitors get log-in and sign-up, members their account menu (spec section 4). The server does
 * not look at cookies: the header is the same for everyone, so pages can be served from the
 * shared page cache; the browser's own session decides (see HeaderAccountClient).
 */
export function HeaderAccount() {
  return <HeaderAccountClient />;
}
