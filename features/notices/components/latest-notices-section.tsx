import { ClientMessages } from '@/components/i18n/client-messages';
import { getLatestNotices } from '@/features/market';
import { HOME_NOTICES_SIZE } from '../model/home-notices';
import { LatestNoticeItems, LatestNoticesFrame } from './latest-notice-items';
import { LatestNotices } from './latest-notices';

/**
 * The home page's latest notices, fetched on the server and in its HTML (crawlers, first paint).
 * When the server cannot get them, the browser loads them itself (with a retry).
 */
export async function LatestNoticesSection({ lang }: { lang: string }) {
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
  return (
    <ClientMessages bundle="notices-latest">
      <LatestNoticesFrame>
        <LatestNoticeItems notices={items} />
      </LatestNoticesFrame>
    </ClientMessages>
  );
}
