'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import type { CreatedApiKey } from '../api/create-api-key';
import { CopyButton } from './copy-button';

/**
 * The one time a key's secret is shown: the key and the secret with copy buttons, and a warning
 * that the secret cannot be shown again. A click outside does not close it (only the buttons or
 * Escape do), so the secret is not lost by a stray click.
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
  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {created ? (
        <DialogContent
          title={t('secretTitle')}
          description={t('secretDescription', { label: created.label })}
          onInteractOutside={(event) => event.preventDefault()}
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
            <Secret label={t('secretKey')} value={created.secretKey} testId="created-secret-key" />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button size="lg">{t('secretDone')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Secret({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}): ReactNode {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-fg">{label}</p>
      <div className="flex items-start gap-2 rounded-md border border-line bg-bg-sunken p-2">
        <code className="min-w-0 flex-1 font-mono text-sm break-all text-fg" data-testid={testId}>
          {value}
        </code>
        <CopyButton text={value} label={label} testId={`${testId}-copy`} />
      </div>
    </div>
  );
}
