import { buttonStyles } from '@/components/ui/button';
import { LocalizedLink } from '@/components/i18n/localized-link';

interface NotFoundViewProps {
  title: string;
  description: string;
  returnHome: string;
}

/** The spec's 404 page; also shown for route-validation failures and unhandled errors. */
export function NotFoundView({ title, description, returnHome }: NotFoundViewProps) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid="not-found"
    >
      <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-primary/80">
        404
      </p>
      <h1 className="mt-6 text-2xl font-semibold text-fg">{title}</h1>
      <p className="mt-3 text-fg-muted">{description}</p>
      <LocalizedLink
        href="/"
        className={buttonStyles({ size: 'lg', className: 'mt-8' })}
        data-testid="return-home"
      >
        {returnHome}
        <span aria-hidden="true">→</span>
      </LocalizedLink>
    </section>
  );
}
