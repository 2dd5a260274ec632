import type { HelpArticleSlug } from './slugs';

/**
 * The help article that explains an error code (spec section 8 and the server's codes), for the
 * "Learn more" link of an error toast. Only codes where reading the article helps the user fix the
 * cause are listed; anything else gets no link.
 */
export const ERROR_HELP_ARTICLES: Readonly<Record<number, HelpArticleSlug>> = {
  // Margin and risk limits: the order or leverage does not fit the margin or the tier.
  101030400: 'margin-liquidation',
  1032: 'margin-liquidation',
  1042: 'margin-liquidation',
  // Order rules: minimum size, price band and depth limit, trigger prices.
  1016: 'futures-basics',
  102900002: 'futures-basics',
  1044: 'futures-basics',
  1051: 'futures-basics',
  // Before trading: identity verification and the futures account.
  1034: 'getting-started',
  102020724: 'getting-started',
  102020725: 'getting-started',
  // Second factor and verification codes.
  102020704: 'security',
  102020714: 'security',
  102020715: 'security',
  102020716: 'security',
  102020726: 'security',
  // Money leaving an account.
  1010: 'deposits-withdrawals',
};

/**
 * The same code can mean a different thing depending on the call: "insufficient balance" on a
 * transfer is about funding the wallet, not about margin. Matched on the end of the URL's path.
 */
const BY_ENDPOINT: readonly { code: number; pathEnd: string; slug: HelpArticleSlug }[] = [
  { code: 101030400, pathEnd: '/future/transfer', slug: 'deposits-withdrawals' },
];

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** The article that helps with this error code from this call, if any. */
export function helpArticleForError(code: number, url = ''): HelpArticleSlug | null {
  const path = pathOf(url);
  const specific = BY_ENDPOINT.find((entry) => entry.code === code && path.endsWith(entry.pathEnd));
  return specific?.slug ?? ERROR_HELP_ARTICLES[code] ?? null;
}
