'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';

/**
 * Copies a text to the clipboard; its name says what it copies ("Copy secret key") and it says
 * "Copied" for a moment afterwards (announced, since the button keeps the focus).
 */
export function CopyButton({
  text,
  label,
  testId,
  onCopied,
}: {
  text: string;
  /** What is copied, for the accessible name: "Copy {what}". */
  label: string;
  testId?: string;
  /** Told once the clipboard holds the text (not when the browser refused). */
  onCopied?: () => void;
}) {
  const t = useTranslations('Account.Copy');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopied?.();
    } catch {
      toast({ message: t('failed'), tone: 'error' });
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className="shrink-0 text-primary"
      aria-label={t('copyWhat', { what: label })}
      data-testid={testId}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </Button>
  );
}
