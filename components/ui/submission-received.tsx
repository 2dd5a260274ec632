'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Bold words inside a rich message of a receipt (an e-mail address that may be long). */
export const receiptStrong = (chunks: ReactNode) => (
  <strong className="font-semibold break-all text-fg">{chunks}</strong>
);

/**
 * What replaces a form once the server has stored what was sent: a heading, the number to quote
 * (a listing application's reference, a support ticket's id), what happens next, and a way to
 * send another. The form the focus was in is gone: the heading takes the focus, so a screen
 * reader reads the news.
 */
export function SubmissionReceived({
  id,
  testId,
  headingLevel,
  title,
  numberLabel,
  number,
  numberTestId,
  anotherLabel,
  onAnother,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  testId: string;
  headingLevel: 2 | 3;
  title: string;
  numberLabel: string;
  number: string;
  numberTestId: string;
  anotherLabel: string;
  onAnother: () => void;
  /** What happens next: a paragraph or two. */
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-lg border border-up/40 bg-up/5 p-6"
    >
      <Heading
        id={id}
        ref={heading}
        tabIndex={-1}
        className={`${headingLevel === 2 ? 'text-xl' : 'text-lg'} font-semibold text-fg outline-none`}
      >
        {title}
      </Heading>
      <p className="mt-4 text-sm text-fg-muted">{numberLabel}</p>
      <p
        data-testid={numberTestId}
        className="mt-1 font-mono text-2xl font-semibold break-all text-fg"
      >
        {number}
      </p>
      {children}
      <Button type="button" variant="secondary" className="mt-6" onClick={onAnother}>
        {anotherLabel}
      </Button>
    </section>
  );
}
