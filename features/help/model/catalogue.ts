import type { HelpArticleSlug } from '@/lib/help/slugs';

/** How the help centre groups its articles on the index page (each article in one group). */
export const HELP_GROUPS: readonly {
  id: 'account' | 'trading';
  slugs: readonly HelpArticleSlug[];
}[] = [
  { id: 'account', slugs: ['getting-started', 'deposits-withdrawals', 'security'] },
  { id: 'trading', slugs: ['futures-basics', 'margin-liquidation', 'funding', 'fees'] },
];

/** What to read next after each article. */
export const RELATED_ARTICLES: Readonly<Record<HelpArticleSlug, readonly HelpArticleSlug[]>> = {
  'getting-started': ['security', 'deposits-withdrawals', 'futures-basics'],
  'deposits-withdrawals': ['getting-started', 'security', 'fees'],
  'futures-basics': ['margin-liquidation', 'fees', 'funding'],
  'margin-liquidation': ['futures-basics', 'funding', 'fees'],
  funding: ['margin-liquidation', 'fees', 'futures-basics'],
  fees: ['funding', 'futures-basics', 'deposits-withdrawals'],
  security: ['getting-started', 'deposits-withdrawals'],
};
