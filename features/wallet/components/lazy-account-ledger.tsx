'use client';

import { useLocale } from 'next-intl';
import { Suspense, lazy, use } from 'react';
import { NestedMessages } from '@/components/i18n/nested-messages';
import { Skeleton } from '@/components/ui/skeleton';
import { loadMessageBundle } from '@/lib/i18n/message-bundle';
import type { AccountLedgerProps } from './account-ledger';

// The ledger (table, filters, CSV) is its own chunk: the trading screen shows it in a tab the
// user may never open, so it is never part of the screen's first load.
const LoadedAccountLedger = lazy(() =>
  import('./account-ledger').then((module) => ({ default: module.AccountLedger })),
);

/**
 * The ledger with its words from `/{lang}/messages/ledger.json` (the trading screen's bundle does
 * not carry the wallet's): it suspends until they arrive; should they not, the page's own
 * messages answer.
 */
function AccountLedgerWithWords(props: AccountLedgerProps) {
  const locale = useLocale();
  const messages = use(loadMessageBundle(locale, 'ledger', { orEmpty: true }));
  return (
    <NestedMessages messages={messages}>
      <LoadedAccountLedger {...props} />
    </NestedMessages>
  );
}

/** The account ledger for a page that does not carry the wallet's words (the trading screen). */
export function AccountLedger(props: AccountLedgerProps) {
  return (
    <Suspense fallback={<Skeleton className="m-3 h-40" />}>
      <AccountLedgerWithWords {...props} />
    </Suspense>
  );
}
