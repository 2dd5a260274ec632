'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import type { CreatedApiKey } from '../api/create-api-key';
import { CopyButton } from './copy-button';

/**
 * The one time a key's secret is shown: the key and the secret with copy buttons, and a warning
 * that the secret cannot be shown again. Until the secret has been copied (its button, or the
 * browser's own copy of the selected text), every way out (Escape, a click outside, the close
 * button, "I have saved it") first asks "Close without copying?"; once copied it closes at once.
 */
export function ApiKeySecretDialog({
  created,
  onClose,
  returnFocusTo,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
  /** Opened by the create form, not by a trigger: where the focus goes when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('Account.ApiKeys');
  const [copiedFor, setCopiedFor] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // Kept per secret: a new key's dialog starts "not copied".
  const copied = created !== null && copiedFor === created.secretKey;
  const markCopied = () => {
    if (created) setCopiedFor(created.secretKey);
  };
  const close = () => {
    setAsking(false);
    setCopiedFor(null);
    onClose();
  };
  const requestClose = () => (copied ? close() : setAsking(true));
  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? undefined : requestClose())}>
      {created ? (
        <DialogContent
          title={t('secretTitle')}
          description={t('secretDescription', { label: created.label })}
          // Radix would close on these itself; the secret decides.
          onInteractOutside={(event) => {
            event.preventDefault();
            if (!asking) requestClose();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            requestClose();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          data-testid="api-key-secret-dialog"
        >
          <div className="space-y-4">
            <p
              className="rounded-md border border-down/60 px-3 py-2 text-sm font-medium text-fg"
              data-testid="secret-warning"
            >
              {t('secretWarning')}
            </p>
            <Secret label={t('apiKey')} value={created.apiKey} testId="created-api-key" />
            <Secret
              label={t('secretKey')}
              value={created.secretKey}
              testId="created-secret-key"
              onCopied={markCopied}
            />
          </div>
          <DialogFooter>
            <Button size="lg" onClick={requestClose}>
              {t('secretDone')}
            </Button>
          </DialogFooter>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t('closeUnsavedTitle')}
            body={t('closeUnsavedBody')}
            confirmLabel={t('closeUnsavedConfirm')}
            cancelLabel={t('keepOpen')}
            variant="danger"
            onConfirm={close}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Secret({
  label,
  value,
  testId,
  onCopied,
}: {
  label: string;
  value: string;
  testId: string;
  onCopied?: () => void;
}): ReactNode {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-fg">{label}</p>
      <div className="flex items-start gap-2 rounded-md border border-line bg-bg-sunken p-2">
        <code
          className="min-w-0 flex-1 font-mono text-sm break-all text-fg"
          data-testid={testId}
          // Selected and copied by hand (Ctrl+C, the context menu) counts as copied too.
          onCopy={onCopied}
        >
          {value}
        </code>
        <CopyButton text={value} label={label} testId={`${testId}-copy`} onCopied={onCopied} />
      </div>
    </div>
  );
}
