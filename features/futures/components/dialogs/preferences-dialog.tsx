'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/toast';
import { useIsLoggedIn } from '@/features/session';
import { requestGuidedTour } from '@/lib/guided-tour';
import { getPrivateConfigsQueryOptions } from '../../api/get-private-configs';
import { useSavePreferences, type SavePreferencesInput } from '../../api/save-preferences';
import type { QuantityUnit } from '../../model/order-ticket';
import { useQuantityUnit } from '../order-panel/use-quantity-unit';
import { PositionModeDialog } from './position-mode-dialog';
import { QUANTITY_UNITS } from '@/lib/contract/wire/orders';

export interface PreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-b border-line pb-4 last:border-b-0 last:pb-0">
      <h3 className="text-sm font-medium text-fg">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The futures preferences: order confirmation, the notices the user hid ("no more notices"),
 * colour convention, quantity unit and position mode. A visitor only has the quantity unit (kept
 * in this browser); everything else is saved to the account.
 */
export function PreferencesDialog({ open, onOpenChange }: PreferencesDialogProps) {
  const t = useTranslations('Futures.Dialogs.Preferences');
  const tTour = useTranslations('Tour.Preferences');
  const loggedIn = useIsLoggedIn();
  const configs = useQuery({ ...getPrivateConfigsQueryOptions(), enabled: loggedIn && open });
  const save = useSavePreferences();
  const [unit, setUnit] = useState<QuantityUnit | null>(null);
  const [quantityUnit, saveQuantityUnit] = useQuantityUnit();
  const [positionModeOpen, setPositionModeOpen] = useState(false);
  const preferences = configs.data?.preferences;
  const hidden = Object.values(preferences?.dismissedNotices ?? {}).filter(Boolean).length;

  function update(input: SavePreferencesInput, message = t('saved')) {
    save.mutate(input, { onSuccess: () => toast({ message, tone: 'success' }) });
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent title={t('title')} size="sm">
          <div className="space-y-4">
            {loggedIn && preferences ? (
              <>
                <Section title={t('confirmOrders')}>
                  <Switch
                    label={t('confirmOrders')}
                    description={t('confirmOrdersDescription')}
                    checked={save.variables?.confirmOrders ?? preferences.confirmOrders}
                    onCheckedChange={(checked) => update({ confirmOrders: checked })}
                  />
                </Section>
                <Section title={t('notices')}>
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm text-fg-muted">{t('noticesHidden', { count: hidden })}</p>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={hidden === 0}
                      onClick={() => update({ dismissedNotices: {} }, t('noticesReset'))}
                    >
                      {t('resetNotices')}
                    </Button>
                  </div>
                </Section>
                <Section title={t('colors')}>
                  <RadioGroup
                    aria-label={t('colors')}
                    value={save.variables?.colorConvention ?? preferences.colorConvention}
                    onValueChange={(value) =>
                      update({ colorConvention: value === 'redUp' ? 'redUp' : 'greenUp' })
                    }
                    className="space-y-2"
                  >
                    <RadioGroupItem value="greenUp" label={t('greenUp')} />
                    <RadioGroupItem value="redUp" label={t('redUp')} />
                  </RadioGroup>
                </Section>
              </>
            ) : null}
            <Section title={t('quantityUnit')}>
              <RadioGroup
                aria-label={t('quantityUnit')}
                value={unit ?? quantityUnit}
                onValueChange={(value) => {
                  const next = QUANTITY_UNITS.find((u) => u === value) ?? 'base';
                  setUnit(next);
                  saveQuantityUnit(next);
                }}
                className="space-y-2"
              >
                {QUANTITY_UNITS.map((u) => (
                  <RadioGroupItem key={u} value={u} label={t(`units.${u}`)} />
                ))}
              </RadioGroup>
            </Section>
            {loggedIn && configs.data ? (
              <Section title={t('positionMode')}>
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm text-fg-muted">
                    {configs.data.positionMode.hedge ? t('hedge') : t('oneWay')}
                  </p>
                  <Button size="sm" variant="secondary" onClick={() => setPositionModeOpen(true)}>
                    {t('change')}
                  </Button>
                </div>
              </Section>
            ) : null}
            {loggedIn ? (
              <Section title={tTour('title')}>
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm text-fg-muted">{tTour('description')}</p>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-testid="reopen-tour"
                    onClick={() => {
                      onOpenChange(false);
                      requestGuidedTour();
                    }}
                  >
                    {tTour('reopen')}
                  </Button>
                </div>
              </Section>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
      {configs.data ? (
        <PositionModeDialog
          open={positionModeOpen}
          onOpenChange={setPositionModeOpen}
          positionMode={configs.data.positionMode.hedge ? 'hedge' : 'oneWay'}
        />
      ) : null}
    </>
  );
}
