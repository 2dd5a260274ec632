'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/components/toast';
import { useSetMarginMode } from '../../api/set-margin-mode';
import type { MarginMode } from '../../model/position-row';

export interface MarginModeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractId: number;
  contractName: string;
  marginMode: MarginMode;
}

/** Cross or isolated for one contract; the server refuses while a position or order is open. */
export function MarginModeDialog({
  open,
  onOpenChange,
  contractId,
  contractName,
  marginMode,
}: MarginModeDialogProps) {
  const t = useTranslations('Futures.Dialogs.MarginMode');
  const [choice, setChoice] = useState<MarginMode>(marginMode);
  const setMarginMode = useSetMarginMode();

  // Each opening starts from what is in force now (it may have loaded after the first render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChoice(marginMode);
    }
  }

  async function confirm() {
    if (choice === marginMode) {
      onOpenChange(false);
      return;
    }
    try {
      await setMarginMode.mutateAsync({
        contractId,
        isolated: choice === 'isolated',
        accountType: 1,
      });
      toast({ message: t('saved'), tone: 'success' });
      onOpenChange(false);
    } catch {
      // The http client showed the server's message.
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        description={t('note', { contract: contractName })}
        size="sm"
      >
        <RadioGroup
          value={choice}
          onValueChange={(value) => setChoice(value === 'isolated' ? 'isolated' : 'cross')}
          aria-label={t('title')}
          className="space-y-3"
        >
          <RadioGroupItem value="cross" label={t('cross')} description={t('crossDescription')} />
          <RadioGroupItem
            value="isolated"
            label={t('isolated')}
            description={t('isolatedDescription')}
          />
        </RadioGroup>
        <DialogFooter>
          <Button onClick={() => void confirm()} loading={setMarginMode.isPending} fullWidth>
            {t('confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
