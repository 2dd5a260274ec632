import { NextResponse } from 'next/server';
import type { MessageTree } from '@/lib/i18n/client-messages';
import { isLocale } from '@/lib/i18n/locales';
import { bundleKey, bundleScript } from '@/lib/i18n/message-bundle';
import { bundledMessages, isMessageBundleName } from '@/lib/i18n/message-bundles';
import { loadMessages } from '@/lib/i18n/messages';

type Params = { params: Promise<{ lang: string; bundle: string }> };

const YEAR = 'public, max-age=31536000, immutable';

/**
 * A message bundle (lib/i18n/message-bundles): `/{lang}/messages/{name}.js?v={version}` is the
 * script a page's head loads, cached for good when the version is the current one;
 * `/{lang}/messages/{name}.json` is the same messages for a component that fetches them.
 * A stale version (a page from before a deploy) gets today's messages, not to be kept.
 */
export async function GET(request: Request, { params }: Params) {
  const { lang, bundle: file } = await params;
  const match = /^([a-z-]+)\.(js|json)$/.exec(file);
  const name = match?.[1] ?? '';
  if (!match || !isLocale(lang) || !isMessageBundleName(name)) {
    return NextResponse.json({ error: 'unknown message bundle' }, { status: 404 });
  }
  const set = bundledMessages((await loadMessages(lang)) as unknown as MessageTree, name);
  const asked = new URL(request.url).searchParams.get('v');
  const current = asked === set.version;
  if (match[2] === 'json') {
    return new NextResponse(set.json, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': current ? YEAR : 'public, max-age=300',
      },
    });
  }
  // Registered under the version the page asked for, so a page from before a deploy still finds
  // its words (today's).
  const version = asked && /^[0-9a-z]{1,16}$/.test(asked) ? asked : set.version;
  return new NextResponse(bundleScript(bundleKey(lang, name, version), set.json), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': current ? YEAR : 'no-cache',
    },
  });
}
