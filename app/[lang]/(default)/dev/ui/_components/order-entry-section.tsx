'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox } from '@/components/ui/combobox';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField, TextInput } from '@/components/ui/form-field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { contracts, contractCode } from '@/lib/contract/reference-data';
import { Section } from './section';

const leverageMarks = [1, 25, 50, 75, 100, 125] as const;

export function OrderEntrySection() {
  const t = useTranslations('DevUi');
  const [price, setPrice] = useState('97250.0');
  const [amount, setAmount] = useState('0.5');
  const [leverage, setLeverage] = useState(20);
  const [contract, setContract] = useState(contractCode(contracts[0]?.name ?? 'BTC/USDT'));
  const formatLeverage = (value: number) => t('leverageValue', { value });

  return (
    <Section id="kit-order-entry" title={t('inputs')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Tabs defaultValue="limit" className="flex flex-col gap-4">
          <TabsList aria-label={t('orderType')}>
            <TabsTrigger value="limit">{t('limit')}</TabsTrigger>
            <TabsTrigger value="market">{t('market')}</TabsTrigger>
            <TabsTrigger value="stop">{t('stop')}</TabsTrigger>
          </TabsList>
          <TabsContent value="limit" className="flex flex-col gap-4">
            <Combobox
              label={t('contract')}
              placeholder={t('contractPlaceholder')}
              value={contract}
              onValueChange={setContract}
              options={contracts.map((c) => ({
                value: contractCode(c.name),
                label: contractCode(c.name),
                keywords: [c.baseAsset],
              }))}
            />
            <Select
              label={t('sortBy')}
              defaultValue="volume"
              options={[
                { value: 'volume', label: t('sortVolume') },
                { value: 'change', label: t('sortChange') },
              ]}
            />
            <FormField label={t('price')} hint={t('priceHint')}>
              <DecimalInput
                value={price}
                onValueChange={setPrice}
                step="0.1"
                precision={1}
                min="0"
                suffix="USDT"
              />
            </FormField>
            <FormField label={t('amount')}>
              <DecimalInput
                value={amount}
                onValueChange={setAmount}
                step="0.001"
                precision={3}
                min="0"
                suffix="BTC"
              />
            </FormField>
          </TabsContent>
          <TabsContent value="market">
            <FormField label={t('amount')}>
              <DecimalInput value={amount} onValueChange={setAmount} step="0.001" precision={3} />
            </FormField>
          </TabsContent>
          <TabsContent value="stop">
            <TextInput label={t('note')} placeholder={t('notePlaceholder')} />
          </TabsContent>
        </Tabs>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p id="kit-leverage" className="text-sm font-medium text-fg">
              {t('leverage')}: <span className="tabular">{formatLeverage(leverage)}</span>
            </p>
            <Slider
              aria-labelledby="kit-leverage"
              value={leverage}
              onValueChange={setLeverage}
              min={1}
              max={125}
              marks={leverageMarks}
              formatValue={formatLeverage}
            />
          </div>
          <div className="flex flex-col gap-1">
            <p id="kit-margin-mode" className="text-sm font-medium text-fg">
              {t('marginMode')}
            </p>
            <RadioGroup aria-labelledby="kit-margin-mode" defaultValue="cross">
              <RadioGroupItem value="cross" label={t('cross')} description={t('crossHint')} />
              <RadioGroupItem
                value="isolated"
                label={t('isolated')}
                description={t('isolatedHint')}
              />
            </RadioGroup>
          </div>
          <Checkbox label={t('reduceOnly')} />
          <Switch label={t('postOnly')} description={t('postOnlyHint')} />
        </div>
      </div>
    </Section>
  );
}
