'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { useCooldown } from '@/components/hooks/use-cooldown';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import type { SentCode } from '../api/send-security-code';
import { retryAfterOf } from '../utils/errors';

/**
 * "Send code" inside a code field: sends, then counts the server's cooldown down ("Resend in
 * 42s") before it can send again. A refusal is toasted unless `onRefused` shows it itself (a
 * field error) and returns true; a refusal that names a wait starts the countdown too.
 */
export function SendCodeButton({
  send,
  canSend,
  onSent,
  onRefused,
  testId = 'send-code',
}: {
  send: () => Promise<SentCode>;
  /** Checks what the code goes to first (a new address typed in the form); false sends nothing. */
  canSend?: () => boolean | Promise<boolean>;
  onSent?: () => void;
  onRefused?: (error: unknown) => boolean;
  testId?: string;
}) {
  const t = useTranslations('SecurityVerification');
  const errorText = useApiErrorText();
  const [cooldown, startCooldown] = useCooldown();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    if (canSend && !(await canSend())) return;
    setSending(true);
    try {
      const answer = await send();
      setSent(true);
      startCooldown(answer.retryAfterSeconds);
      onSent?.();
    } catch (failure) {
      startCooldown(retryAfterOf(failure));
      if (!onRefused?.(failure)) toast({ message: errorText(failure), tone: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void sendCode()}
      disabled={cooldown > 0}
      loading={sending}
      data-testid={testId}
      className="h-8 px-2 text-xs text-primary disabled:text-fg-muted"
    >
      {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : sent ? t('resend') : t('send')}
    </Button>
  );
}
