import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled section of a futures info page, named by its heading for screen readers. */
export function PageSection({
  id,
  heading,
  headingClassName = 'mb-4',
  children,
}: {
  id: string;
  heading: string;
  /** The room under the heading. */
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={cn(headingClassName, 'text-2xl font-semibold text-fg')}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
