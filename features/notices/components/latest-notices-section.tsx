import { ClientMessages } from '@/components/i18n/client-messages';
import { getLatestNotices } from '@/features/market';
import { HOME_NOTICES_SIZE } from '../model/home-notices';
import { LatestNoticeItems, LatestNoticesFrame } from './latest-notice-items';
import { LatestNotices } from './latest-notices';

/**
 * The home page's latest notices, rendered on the server: nothing of them runs in the browser
 * (no hydration, no date formatting there). When the server cannot get them, the browser loads
 * them itself (with a retry).
 */
export async function LatestNoticesSection({ lang }: { lang: string }) {
  const notices = await getLatestNotices({ size: HOME_NOTICES_SIZE, lang }).catch(() => null);
  if (notices === null) {
    // Only then do the notices' messages go to the browser.
    return (
      <ClientMessages namespaces={['Notices']}>
        <LatestNotices />
      </ClientMessages>
    );
  }
  return (
    <LatestNoticesFrame>
      <LatestNoticeItems notices={notices} />
    </LatestNoticesFrame>
  );
}
