import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { PageLayout } from '@/components/layout/layouts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PageDefaultTheme } from '@/components/theme/page-default-theme';
import {
  backLinkPaths,
  layoutDefaultTheme,
  layoutShowsFooter,
  type LayoutName,
} from '@/lib/routes';
import { HeaderAccount } from './header-account';
import { KycModalHost } from './kyc-modal-host';
import { TransferDialogMount } from './transfer-dialog-mount';

/**
 * Header, footer and the KYC modal host around the pages of one layout, as `lib/routes` describes
 * it. Rendered once by each route group's layout (and by the 404 boundary, which has no group).
 */
export async function SiteChrome({
  layout,
  notFound = false,
  children,
}: {
  layout: LayoutName;
  /** The 404 page: default layout, no back link. */
  notFound?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations('Nav');
  const shownOn = notFound ? [] : backLinkPaths(layout);
  const defaultTheme = notFound ? undefined : layoutDefaultTheme(layout);
  // The browser works the pages out again from the table (BackLink): the list is not sent.
  return (
    <PageLayout
      name={layout}
      header={
        <SiteHeader
          accountArea={<HeaderAccount />}
          backLink={
            shownOn === true || shownOn.length > 0 ? (
              <BackLink label={t('back')} layout={layout} />
            ) : null
          }
        />
      }
      footer={layoutShowsFooter(layout) ? <SiteFooter /> : null}
    >
      {defaultTheme ? <PageDefaultTheme theme={defaultTheme} /> : null}
      {children}
      <KycModalHost />
      {/* Its words load with it, when a transfer is first asked for. */}
      <TransferDialogMount />
    </PageLayout>
  );
}
