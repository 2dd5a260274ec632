'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface ApplicationReceivedProps {
  reference: string;
  email: string;
  confirmationSent: boolean;
  onAnother: () => void;
}

/** What replaces the form once the server has stored the application: its reference. */
export function ApplicationReceived({
  reference,
  email,
  confirmationSent,
  onAnother,
}: ApplicationReceivedProps) {
  const t = useTranslations('ListingApply.Success');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news takes the focus, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  const strong = (chunks: ReactNode) => (
    <strong className="font-semibold break-all text-fg">{chunks}</strong>
  );
  return (
    <section
      aria-labelledby="listing-received-title"
      data-testid="listing-received"
      className="rounded-lg border border-up/40 bg-up/5 p-6"
    >
      <h2
        id="listing-received-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-fg outline-none"
      >
        {t('title')}
      </h2>
      <p className="mt-4 text-sm text-fg-muted">{t('referenceLabel')}</p>
      <p
        data-testid="listing-reference"
        className="mt-1 font-mono text-2xl font-semibold break-all text-fg"
      >
        {reference}
      </p>
      <p className="mt-4 text-fg">
        {confirmationSent
          ? t.rich('sent', { email, strong })
          : t.rich('notSent', { email, strong })}
      </p>
      <p className="mt-2 text-fg-muted">{t('next')}</p>
      <Button type="button" variant="secondary" className="mt-6" onClick={onAnother}>
        {t('another')}
      </Button>
    </section>
  );
}
