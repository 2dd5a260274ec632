'use client';

import { useTranslations } from 'next-intl';
import { receiptStrong, SubmissionReceived } from '@/components/ui/submission-received';

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
  return (
    <SubmissionReceived
      id="support-ticket-opened-title"
      testId="support-ticket-opened"
      headingLevel={3}
      title={t('title')}
      numberLabel={t('ticketLabel')}
      number={ticketId}
      numberTestId="support-ticket-id"
      anotherLabel={t('another')}
      onAnother={onAnother}
    >
      <p className="mt-4 text-fg">{t.rich('body', { email, strong: receiptStrong })}</p>
    </SubmissionReceived>
  );
}
