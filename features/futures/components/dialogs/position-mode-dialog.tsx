'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/components/toast';
import type { PositionModeName } from '../../api/place-order';
import { useSetPositionMode } from '../../api/set-position-mode';

export interface PositionModeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  positionMode: PositionModeName;
}

/**
 * Hedge or one-way for the whole futures account. The server refuses while positions or open
 * orders exist; its message stays in the dialog, next to the choice it refused.
 */
export function PositionModeDialog({ open, onOpenChange, positionMode }: PositionModeDialogProps) {
  const t = useTranslations('Futures.Dialogs.PositionMode');
  const [choice, setChoice] = useState<PositionModeName>(positionMode);
  const setPositionMode = useSetPositionMode();

  const { reset } = setPositionMode;
  // A refusal shown at the last opening is not this opening's.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  // Each opening starts from what is in force now (it may have loaded after the first render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChoice(positionMode);
    }
  }

  async function confirm() {
    if (choice === positionMode) {
      onOpenChange(false);
      return;
    }
    try {
      await setPositionMode.mutateAsync({ hedge: choice === 'hedge', accountType: 1 });
      toast({ message: t('saved'), tone: 'success' });
      onOpenChange(false);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title')} description={t('note')} size="sm">
        <RadioGroup
          value={choice}
          onValueChange={(value) => setChoice(value === 'hedge' ? 'hedge' : 'oneWay')}
          aria-label={t('title')}
          className="space-y-3"
        >
          <RadioGroupItem value="oneWay" label={t('oneWay')} description={t('oneWayDescription')} />
          <RadioGroupItem value="hedge" label={t('hedge')} description={t('hedgeDescription')} />
        </RadioGroup>
        <div className="mt-3">
          <FormError message={setPositionMode.error?.message ?? null} />
        </div>
        <DialogFooter>
          <Button onClick={() => void confirm()} loading={setPositionMode.isPending} fullWidth>
            {t('confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
