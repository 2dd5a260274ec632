import type { ReactNode } from 'react';

/** One labelled block of the kit page. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="border-b border-line pb-2 text-xl font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
