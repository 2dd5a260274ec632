import Script from 'next/script';
import type { ThirdPartyScripts as Configured } from '@/lib/contract/third-party-scripts';

/** The element the support messenger may draw into: on the layer the spec gives it (z-index 100). */
export const SUPPORT_WIDGET_CONTAINER_ID = 'support-widget';

/**
 * The support messenger and the analytics tag, each only when configured (SUPPORT_WIDGET_URL,
 * ANALYTICS_URL + ANALYTICS_SITE_ID; the root layout reads them on the server). Both load after
 * the page has loaded and the browser is idle (`lazyOnload`): nothing of theirs is in the HTML,
 * and neither competes with the page's own scripts. The middleware's CSP allows their origins
 * only when they are set.
 */
export function ThirdPartyScripts({ scripts }: { scripts: Configured }) {
  const { supportWidget, analytics } = scripts;
  return (
    <>
      {supportWidget ? (
        <>
          <div id={SUPPORT_WIDGET_CONTAINER_ID} className="relative z-support" />
          <Script
            id="support-widget-script"
            src={supportWidget.src}
            strategy="lazyOnload"
            data-container={SUPPORT_WIDGET_CONTAINER_ID}
            data-z-index="100"
          />
        </>
      ) : null}
      {analytics ? (
        <Script
          id="analytics-script"
          src={analytics.src}
          strategy="lazyOnload"
          data-site-id={analytics.siteId}
        />
      ) : null}
    </>
  );
}
