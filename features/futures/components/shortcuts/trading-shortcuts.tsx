'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLazyDialog } from '@/components/hooks/use-lazy-dialog';
import { IconButton } from '@/components/ui/button';
import { emitTradingShortcut, useTradingShortcut } from '../../hooks/use-trading-shortcut';
import { shortcutOf } from '../../model/trading-shortcuts';

// The list's dialog and the cancel-all confirmation (Radix Dialog) are their own chunks, fetched
// when first asked for: none of it is in the screen's first load.
const loadList = () => import('./shortcuts-dialog');
const ShortcutsDialog = lazy(() =>
  loadList().then((module) => ({ default: module.ShortcutsDialog })),
);
const CancelAllDialog = lazy(() =>
  import('../dialogs/cancel-all-dialog').then((module) => ({ default: module.CancelAllDialog })),
);

/**
 * The trading screen's keyboard shortcuts (model/trading-shortcuts): listens for them on the
 * whole screen and passes each to the part that acts on it; its button (and ?) lists them. Cancel
 * all asks first, for this contract's open orders, when the user is logged in.
 */
export function TradingShortcuts({
  contractId,
  loggedIn,
}: {
  contractId: number;
  loggedIn: boolean;
}) {
  const t = useTranslations('Futures.Shortcuts');
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useLazyDialog(loadList);
  const [cancelOpen, setCancelOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (action === null) return;
      event.preventDefault();
      emitTradingShortcut(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useTradingShortcut('help', list.show);
  useTradingShortcut('cancelAll', () => {
    if (loggedIn) setCancelOpen(true);
  });

  return (
    <>
      <IconButton
        ref={trigger}
        label={t('open')}
        variant="ghost"
        size="sm"
        data-testid="open-shortcuts"
        aria-haspopup="dialog"
        aria-expanded={list.open}
        aria-keyshortcuts="?"
        onPointerEnter={list.preload}
        onFocus={list.preload}
        onClick={list.show}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
          <rect
            x="1.5"
            y="3.75"
            width="13"
            height="8.5"
            rx="1.5"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path
            d="M4 6.5h.01M6.5 6.5h.01M9 6.5h.01M11.5 6.5h.01M5 9.5h6"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      </IconButton>
      {list.used ? (
        <Suspense fallback={null}>
          <ShortcutsDialog open={list.open} onOpenChange={list.setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
      {cancelOpen ? (
        <Suspense fallback={null}>
          <CancelAllDialog contractId={contractId} open onOpenChange={setCancelOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
