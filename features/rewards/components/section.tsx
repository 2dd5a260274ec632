import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** A titled block of the rewards and referral pages. */
export function Section({
  title,
  description,
  action,
  children,
  testId,
  id,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The anchor a link may point at (the tour's "switch to bonus account": #vouchers). */
  id?: string;
}) {
  return (
    <section className="scroll-mt-20 space-y-3" data-testid={testId} id={id}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-fg">{title}</h2>
          {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Placeholder rows while a part loads (never shown as content). */
export function LoadingBlock({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}
