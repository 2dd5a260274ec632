import { NextResponse } from 'next/server';
import { isOnDemandBundle, pickMessages, ON_DEMAND_MESSAGES } from '@/lib/i18n/client-messages';
import { isLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

type Params = { params: Promise<{ lang: string; bundle: string }> };

/**
 * `/{lang}/messages/{bundle}.json`: the words of a component that loads them when first used
 * (lib/i18n ON_DEMAND_MESSAGES). The same for everyone and fixed for a build: cached for five
 * minutes (after a deploy, BuildCheck has the page reloaded anyway).
 */
export async function GET(_request: Request, { params }: Params) {
  const { lang, bundle: file } = await params;
  const bundle = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
  if (!isLocale(lang) || !isOnDemandBundle(bundle)) {
    return NextResponse.json({ error: 'unknown message bundle' }, { status: 404 });
  }
  const messages = pickMessages(
    (await loadMessages(lang)) as Parameters<typeof pickMessages>[0],
    ON_DEMAND_MESSAGES[bundle],
  );
  return NextResponse.json(messages, {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
