import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One block of the account pages: a titled card. No hooks and no 'use client': the pages render
 * it on the server around the account's and the auth feature's client sections.
 */
export function AccountSection({
  id,
  title,
  description,
  action,
  className,
  children,
}: {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** A button beside the title (e.g. "Log out all other sessions"). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-xl border border-line p-4 sm:p-6', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={id} className="text-lg font-semibold text-fg">
            {title}
          </h2>
          {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
