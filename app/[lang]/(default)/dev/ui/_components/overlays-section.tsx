'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip } from '@/components/ui/tooltip';
import { Section } from './section';

export function OverlaysSection() {
  const t = useTranslations('DevUi');
  const [percentPnl, setPercentPnl] = useState(false);
  return (
    <Section id="kit-overlays" title={t('overlays')}>
      <div className="flex flex-wrap items-center gap-3">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">{t('details')}</Button>
          </DialogTrigger>
          <DialogContent title={t('details')} description={t('detailsBody')}>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t('close')}</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <ConfirmDialog
          title={t('confirmTitle')}
          body={t('confirmBody')}
          confirmLabel={t('closePosition')}
          variant="danger"
          onConfirm={() => undefined}
          trigger={<Button variant="sell">{t('closePosition')}</Button>}
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost">{t('more')}</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem>{t('openChart')}</DropdownMenuItem>
            <DropdownMenuItem>{t('orderHistory')}</DropdownMenuItem>
            <DropdownMenuCheckboxItem checked={percentPnl} onCheckedChange={setPercentPnl}>
              {t('showPnl')}
            </DropdownMenuCheckboxItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem>{t('share')}</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Tooltip content={t('markPriceHint')}>
          <Button variant="ghost" size="sm">
            {t('markPrice')}
          </Button>
        </Tooltip>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="sm">
              {t('fees')}
            </Button>
          </PopoverTrigger>
          <PopoverContent className="p-3 text-sm text-fg">{t('feesBody')}</PopoverContent>
        </Popover>
      </div>
    </Section>
  );
}
