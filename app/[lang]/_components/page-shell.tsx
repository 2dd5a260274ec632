import type { ReactNode } from 'react';
import { PageLayout } from '@/components/layout/layouts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { routes, type RouteId } from '@/lib/routes';
import { HeaderAccount } from './header-account';
import { KycModalHost } from './kyc-modal-host';

/** Renders a page inside the layout its route names, with the header and footer it asks for. */
export function PageShell({
  route,
  children,
}: {
  route: RouteId | 'notFound';
  children: ReactNode;
}) {
  const definition = route === 'notFound' ? undefined : routes[route];
  const showBackLink = definition ? !definition.hideBackLink && route !== 'home' : false;
  return (
    <PageLayout
      name={definition?.layout}
      header={<SiteHeader accountArea={<HeaderAccount />} showBackLink={showBackLink} />}
      footer={definition?.hideFooter ? null : <SiteFooter />}
    >
      {children}
      <KycModalHost />
    </PageLayout>
  );
}
