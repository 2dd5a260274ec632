/**
 * The help centre's articles, in the order the centre lists them. The route table validates
 * `/help/:article` against this list (an unknown article is a 404 before any rendering), and a
 * test checks that every slug has a content file in each language.
 */
export const HELP_ARTICLE_SLUGS = [
  'getting-started',
  'deposits-withdrawals',
  'futures-basics',
  'margin-liquidation',
  'funding',
  'fees',
  'security',
] as const;

export type HelpArticleSlug = (typeof HELP_ARTICLE_SLUGS)[number];

export function isHelpArticleSlug(value: string): value is HelpArticleSlug {
  return (HELP_ARTICLE_SLUGS as readonly string[]).includes(value);
}
