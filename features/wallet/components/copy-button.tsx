'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/toast';

/** Copies a text (an address) to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('Wallet.Common');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      aria-label={label}
      onClick={() => {
        const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
        if (!clipboard) {
          toast({ message: t('copyFailed'), tone: 'error' });
          return;
        }
        clipboard.writeText(text).then(
          () => {
            setCopied(true);
            toast({ message: t('copied'), tone: 'success' });
          },
          () => toast({ message: t('copyFailed'), tone: 'error' }),
        );
      }}
    >
      {copied ? t('copiedShort') : t('copy')}
    </Button>
  );
}
