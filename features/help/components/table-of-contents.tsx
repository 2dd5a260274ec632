import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The headings of a document as links to their anchors (help articles, legal documents). */
export function TableOfContents({
  title,
  headings,
}: {
  title: string;
  headings: readonly { id: string; text: string; level: 2 | 3 }[];
}) {
  if (headings.length === 0) return null;
  return (
    <nav
      aria-labelledby="help-toc"
      data-testid="help-toc"
      className="rounded-lg border border-line bg-bg-raised p-4 lg:sticky lg:top-24"
    >
      <h2 id="help-toc" className="mb-3 text-sm font-semibold text-fg">
        {title}
      </h2>
      <ol className="flex flex-col gap-2 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'ps-4' : undefined}>
            <a
              href={`#${heading.id}`}
              className={cn('rounded-sm text-fg-muted hover:text-fg', focusRing)}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
