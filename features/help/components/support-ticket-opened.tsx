'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** What replaces the contact form once the ticket is stored: its number and where the answer goes. */
export function SupportTicketOpened({
  ticketId,
  email,
  onAnother,
}: {
  ticketId: string;
  email: string;
  onAnother: () => void;
}) {
  const t = useTranslations('ContactSupport.Success');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news takes the focus, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  const strong = (chunks: ReactNode) => (
    <strong className="font-semibold break-all text-fg">{chunks}</strong>
  );
  return (
    <section
      aria-labelledby="support-ticket-opened-title"
      data-testid="support-ticket-opened"
      className="rounded-lg border border-up/40 bg-up/5 p-6"
    >
      <h3
        id="support-ticket-opened-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-fg outline-none"
      >
        {t('title')}
      </h3>
      <p className="mt-4 text-sm text-fg-muted">{t('ticketLabel')}</p>
      <p
        data-testid="support-ticket-id"
        className="mt-1 font-mono text-2xl font-semibold break-all text-fg"
      >
        {ticketId}
      </p>
      <p className="mt-4 text-fg">{t.rich('body', { email, strong })}</p>
      <Button type="button" variant="secondary" className="mt-6" onClick={onAnother}>
        {t('another')}
      </Button>
    </section>
  );
}
