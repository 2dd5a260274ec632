'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TRADING_SHORTCUTS } from '../../model/trading-shortcuts';

/** The list of the trading screen's shortcuts: loaded when first asked for. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('Futures.Shortcuts');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        description={t('intro')}
        size="sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <table className="w-full text-sm" data-testid="shortcut-list">
          <caption className="sr-only">{t('title')}</caption>
          <thead>
            <tr className="text-left text-xs text-fg-muted">
              <th scope="col" className="py-1 pr-3 font-normal">
                {t('key')}
              </th>
              <th scope="col" className="py-1 font-normal">
                {t('action')}
              </th>
            </tr>
          </thead>
          <tbody>
            {TRADING_SHORTCUTS.map(({ action, key }) => (
              <tr key={action} className="border-t border-line">
                <td className="py-2 pr-3 align-top">
                  <kbd className="rounded border border-line bg-bg-sunken px-1.5 py-0.5 font-mono text-xs">
                    {key.toUpperCase()}
                  </kbd>
                </td>
                <td className="py-2 text-fg">{t(`actions.${action}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
