'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { LEDGER_KINDS, type LedgerKind, type LedgerRow } from '../api/schemas';
import { parseWallet, walletKey } from '../types';

const codes = new Map(contracts.map((c) => [c.contractId, contractCode(c.name)]));

export function isLedgerKind(value: string): value is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(value);
}

/** The words of a ledger row: its wallet, its kind, its contract and where a transfer went. */
export function useLedgerText() {
  const t = useTranslations('Wallet.Ledger');
  const names = useTranslations('Wallet.wallets');
  return useMemo(() => {
    const wallet = (value: unknown) => {
      const id = parseWallet(value);
      return id === null ? String(value ?? '') : names(walletKey(id));
    };
    const kind = (row: LedgerRow) => (isLedgerKind(row.kind) ? t(`kinds.${row.kind}`) : row.kind);
    const contract = (row: LedgerRow) =>
      row.contractId === null || row.contractId === undefined
        ? ''
        : (codes.get(row.contractId) ?? String(row.contractId));
    /** "To Spot account" / "From Bonus account" for money moved between the user's wallets. */
    const detail = (row: LedgerRow) => {
      const parts: string[] = [];
      if (row.peer !== null && row.peer !== undefined) {
        const other = wallet(row.peer);
        parts.push(
          row.amount.startsWith('-')
            ? t('toWallet', { wallet: other })
            : t('fromWallet', { wallet: other }),
        );
      }
      if (row.orderId !== null && row.orderId !== undefined) {
        parts.push(t('order', { id: row.orderId }));
      }
      return parts.join(' · ');
    };
    return { wallet, kind, contract, detail };
  }, [t, names]);
}
