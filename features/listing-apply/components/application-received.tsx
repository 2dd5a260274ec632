'use client';

import { useTranslations } from 'next-intl';
import { receiptStrong, SubmissionReceived } from '@/components/ui/submission-received';

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
  return (
    <SubmissionReceived
      id="listing-received-title"
      testId="listing-received"
      headingLevel={2}
      title={t('title')}
      numberLabel={t('referenceLabel')}
      number={reference}
      numberTestId="listing-reference"
      anotherLabel={t('another')}
      onAnother={onAnother}
    >
      <p className="mt-4 text-fg">
        {confirmationSent
          ? t.rich('sent', { email, strong: receiptStrong })
          : t.rich('notSent', { email, strong: receiptStrong })}
      </p>
      <p className="mt-2 text-fg-muted">{t('next')}</p>
    </SubmissionReceived>
  );
}
