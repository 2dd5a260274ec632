import { ClientMessages } from '@/components/i18n/client-messages';
import { AfterHydration } from '@/components/ui/after-hydration';
import { getLatestNotices } from '@/features/market';
import { HOME_NOTICES_SIZE } from '../model/home-notices';
import { LatestNoticeItems, LatestNoticesFrame } from './latest-notice-items';
import { LatestNotices } from './latest-notices';

/**
 * The home page's latest notices, fetched on the server into the page's data and listed once the
 * page is hydrated (below the fold; each notice is a server-rendered page of its own, listed by
 * /notices and the sitemap for crawlers). When the server cannot get them, the browser loads them
 * itself (with a retry).
 */
export async function LatestNoticesSection({
  lang,
  wordsFromPage = false,
}: {
  lang: string;
  /** The page's own bundle has the list's words (home's): no bundle of the section's own. */
  wordsFromPage?: boolean;
}) {
  const notices = await getLatestNotices({ size: HOME_NOTICES_SIZE, lang }).catch(() => null);
  if (notices === null) {
    // Only then do the notices' messages go to the browser.
    return (
      <ClientMessages bundle="notices">
        <LatestNotices />
      </ClientMessages>
    );
  }
  const items = notices.map(({ id, title, category, pinned, publishedAt }) => ({
    id,
    title,
    category,
    pinned,
    publishedAt,
  }));
  const list = (
    <LatestNoticesFrame>
      <AfterHydration className="mt-4 min-h-[22rem]">
        <LatestNoticeItems notices={items} />
      </AfterHydration>
    </LatestNoticesFrame>
  );
  return wordsFromPage ? list : <ClientMessages bundle="notices-latest">{list}</ClientMessages>;
}
