import type { ReactNode } from 'react';
import type { LayoutName } from '@/lib/routes';

interface LayoutProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

function DefaultLayout({ header, footer, children }: LayoutProps) {
  return (
    <div className="flex min-h-screen flex-col" data-layout="default">
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
    </div>
  );
}

function AuthLayout({ header, footer, children }: LayoutProps) {
  return (
    <div className="flex min-h-screen flex-col" data-layout="auth">
      {header}
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
      {footer}
    </div>
  );
}

function TradingLayout({ header, footer, children }: LayoutProps) {
  return (
    <div className="flex min-h-screen flex-col" data-layout="trading">
      {header}
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      {footer}
    </div>
  );
}

const layouts: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  auth: AuthLayout,
  trading: TradingLayout,
};

/** A page names its layout; without a name it gets "default". */
export function PageLayout({ name = 'default', ...props }: LayoutProps & { name?: LayoutName }) {
  const Layout = layouts[name];
  return <Layout {...props} />;
}
