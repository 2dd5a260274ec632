'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/toast';
import { isStepUpCancelled, useStepUp } from '@/features/security-verification';
import { ADDRESS_LABEL_MAX } from '@/lib/contract/wire/wallet';
import type { CoinNetwork, SavedAddress } from '../api/schemas';
import {
  getSavedAddressesQueryOptions,
  useDeleteAddress,
  useSaveAddress,
} from '../api/withdraw-address-book';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { addressError } from '../model/withdraw-rules';

export interface AddressBookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currencyId: number;
  network: CoinNetwork;
  /** The address typed in the form, offered for saving. */
  currentAddress: string;
  onPick: (address: string) => void;
}

/**
 * Saved withdrawal addresses of one network: pick one, save a new one (after the step-up: a
 * thief holding only the session must not add their own address), delete one.
 */
export function AddressBookDialog({
  open,
  onOpenChange,
  currencyId,
  network,
  currentAddress,
  onPick,
}: AddressBookDialogProps) {
  const t = useTranslations('Wallet.Withdraw.AddressBook');
  const book = useQuery({ ...getSavedAddressesQueryOptions(), enabled: open });
  useQueryErrorToast(book.error);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const stepUp = useStepUp();
  const errorText = useApiErrorText();
  const [address, setAddress] = useState(currentAddress);
  const [label, setLabel] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAddress(currentAddress);
      setLabel('');
      setAttempted(false);
    }
  }

  const saved = (book.data ?? []).filter(
    (entry) => entry.currencyId === currencyId && entry.network === network.network,
  );
  const addressProblem = addressError(address, network.addressRegex, attempted);
  const labelProblem = attempted && label.trim() === '' ? t('labelRequired') : null;

  async function submit() {
    setAttempted(true);
    if (addressError(address, network.addressRegex, true) !== null || label.trim() === '') return;
    try {
      await stepUp.run((stepUpToken) =>
        save.mutateAsync({
          currencyId,
          network: network.network,
          address: address.trim(),
          label: label.trim(),
          stepUpToken,
        }),
      );
    } catch (error) {
      if (!isStepUpCancelled(error)) toast({ message: errorText(error), tone: 'error' });
      return;
    }
    toast({ message: t('saved'), tone: 'success' });
    setLabel('');
    setAttempted(false);
  }

  const pick = (entry: SavedAddress) => {
    onPick(entry.address);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title', { network: network.name })} size="md">
        <div className="space-y-6">
          {book.isPending ? (
            <div aria-busy="true" className="space-y-2">
              <span className="sr-only">{t('loading')}</span>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : saved.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('empty')}</p>
          ) : (
            <ul className="divide-y divide-line" aria-label={t('listLabel')}>
              {saved.map((entry) => (
                <li key={entry.id} className="flex items-center gap-2 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="break-words text-sm font-medium text-fg">{entry.label}</p>
                    <p className="truncate font-mono text-xs text-fg-muted">{entry.address}</p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('useLabel', { label: entry.label })}
                    onClick={() => pick(entry)}
                  >
                    {t('use')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('deleteLabel', { label: entry.label })}
                    loading={remove.isPending && remove.variables === entry.id}
                    onClick={() => remove.mutate(entry.id)}
                  >
                    {t('delete')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            noValidate
            className="space-y-3 border-t border-line pt-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <h3 className="text-sm font-semibold text-fg">{t('addHeading')}</h3>
            <TextInput
              label={t('address')}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              error={
                addressProblem === null
                  ? null
                  : addressProblem === 'addressRequired'
                    ? t('addressRequired')
                    : t('addressInvalid', {
                        network: network.name,
                        example: network.addressExample,
                      })
              }
            />
            <TextInput
              label={t('label')}
              value={label}
              maxLength={ADDRESS_LABEL_MAX}
              onChange={(event) => setLabel(event.target.value)}
              error={labelProblem}
            />
            <Button type="submit" variant="secondary" loading={save.isPending}>
              {t('save')}
            </Button>
          </form>
        </div>
        {stepUp.dialog}
      </DialogContent>
    </Dialog>
  );
}
