'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Amount, PnL, Percent, Price } from '@/components/ui/numbers';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { amountPrecisionFromContractSize } from '@/lib/decimal';
import type { ContractReference } from '@/lib/contract/reference-data';
import {
  averagePriceOf,
  liquidationOf,
  pnlOf,
  targetPriceOf,
  type CalculatorSide,
} from '../../model/calculator';
import { decimalOrNull } from '../../model/contract-terms';

/** The calculator's four tabs: loaded when the dialog first opens (not needed to show the page). */
export function CalculatorTabs({ contract }: { contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  return (
    <Tabs defaultValue="pnl" className="space-y-4 p-4 sm:p-6">
      <TabsList>
        <TabsTrigger value="pnl">{t('tabs.pnl')}</TabsTrigger>
        <TabsTrigger value="target">{t('tabs.target')}</TabsTrigger>
        <TabsTrigger value="liquidation">{t('tabs.liquidation')}</TabsTrigger>
        <TabsTrigger value="average">{t('tabs.average')}</TabsTrigger>
      </TabsList>
      <TabsContent value="pnl">
        <PnlCalculator contract={contract} />
      </TabsContent>
      <TabsContent value="target">
        <TargetCalculator contract={contract} />
      </TabsContent>
      <TabsContent value="liquidation">
        <LiquidationCalculator contract={contract} />
      </TabsContent>
      <TabsContent value="average">
        <AverageCalculator contract={contract} />
      </TabsContent>
    </Tabs>
  );
}

function SidePicker({
  side,
  onChange,
}: {
  side: CalculatorSide;
  onChange: (side: CalculatorSide) => void;
}) {
  const t = useTranslations('Futures.Calculator');
  return (
    <div role="group" aria-label={t('side')} className="grid grid-cols-2 gap-2">
      {(['long', 'short'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={side === value}
          onClick={() => onChange(value)}
          className={
            side === value
              ? `rounded-md px-3 py-2 text-sm font-medium text-white ${value === 'long' ? 'bg-up' : 'bg-down'}`
              : 'rounded-md bg-bg-sunken px-3 py-2 text-sm text-fg-muted'
          }
        >
          {t(value)}
        </button>
      ))}
    </div>
  );
}

function Field({
  label,
  value,
  onChange,
  suffix,
  precision,
  allowNegative,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  suffix?: ReactNode;
  precision?: number;
  allowNegative?: boolean;
}) {
  return (
    <FormField label={label}>
      <DecimalInput
        value={value}
        onValueChange={onChange}
        suffix={suffix}
        precision={precision}
        allowNegative={allowNegative}
      />
    </FormField>
  );
}

function Results({ children }: { children: ReactNode }) {
  const t = useTranslations('Futures.Calculator');
  return (
    <section
      aria-label={t('results')}
      aria-live="polite"
      className="rounded-md bg-bg-sunken p-3 text-sm"
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">{children}</dl>
    </section>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-right tabular-nums text-fg" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

function useCommonInputs(contract: ContractReference) {
  const [side, setSide] = useState<CalculatorSide>('long');
  const [leverage, setLeverage] = useState('20');
  const [entryPrice, setEntryPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  return {
    side,
    setSide,
    leverage,
    setLeverage,
    entryPrice,
    setEntryPrice,
    quantity,
    setQuantity,
    leverageNumber: Number(leverage) || 0,
    amountPrecision: amountPrecisionFromContractSize(contract.contractSize),
  };
}

type CommonInputs = ReturnType<typeof useCommonInputs>;

function LeverageField({ c }: { c: CommonInputs }) {
  const t = useTranslations('Futures.Calculator');
  return (
    <Field
      label={t('leverage')}
      value={c.leverage}
      onChange={c.setLeverage}
      precision={0}
      suffix="x"
    />
  );
}

function EntryPriceField({ c, contract }: { c: CommonInputs; contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  return (
    <Field
      label={t('entryPrice')}
      value={c.entryPrice}
      onChange={c.setEntryPrice}
      precision={contract.priceScale}
      suffix={contract.quoteAsset}
    />
  );
}

function QuantityField({ c, contract }: { c: CommonInputs; contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  return (
    <Field
      label={t('quantity')}
      value={c.quantity}
      onChange={c.setQuantity}
      precision={c.amountPrecision}
      suffix={contract.baseAsset}
    />
  );
}

function PnlCalculator({ contract }: { contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  const c = useCommonInputs(contract);
  const [exitPrice, setExitPrice] = useState('');
  const result = pnlOf(contract, {
    side: c.side,
    entryPrice: c.entryPrice,
    exitPrice,
    quantity: c.quantity,
    leverage: c.leverageNumber,
  });
  return (
    <div className="space-y-3">
      <SidePicker side={c.side} onChange={c.setSide} />
      <LeverageField c={c} />
      <EntryPriceField c={c} contract={contract} />
      <Field
        label={t('exitPrice')}
        value={exitPrice}
        onChange={setExitPrice}
        precision={contract.priceScale}
        suffix={contract.quoteAsset}
      />
      <QuantityField c={c} contract={contract} />
      <Results>
        <Row label={t('initialMargin')} testId="calc-initial-margin">
          <Amount
            value={result?.initialMargin.toString()}
            precision={2}
            unit={contract.quoteAsset}
          />
        </Row>
        <Row label={t('pnl')} testId="calc-pnl">
          <PnL value={result?.pnl.toString()} precision={2} unit={contract.quoteAsset} />
        </Row>
        <Row label={t('roi')} testId="calc-roi">
          <Percent value={result?.roi.toString()} signed rounding="half-up" />
        </Row>
      </Results>
    </div>
  );
}

function TargetCalculator({ contract }: { contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  const c = useCommonInputs(contract);
  const [roiPercent, setRoiPercent] = useState('');
  const result = targetPriceOf(contract, {
    side: c.side,
    entryPrice: c.entryPrice,
    targetRoi: roiPercent.trim() === '' ? '' : percentToFraction(roiPercent),
    leverage: c.leverageNumber,
  });
  return (
    <div className="space-y-3">
      <SidePicker side={c.side} onChange={c.setSide} />
      <LeverageField c={c} />
      <EntryPriceField c={c} contract={contract} />
      <Field
        label={t('targetRoi')}
        value={roiPercent}
        onChange={setRoiPercent}
        precision={2}
        suffix="%"
        allowNegative
      />
      <Results>
        <Row label={t('targetPrice')} testId="calc-target-price">
          <Price value={result?.toString()} precision={contract.priceScale} />
        </Row>
      </Results>
    </div>
  );
}

function LiquidationCalculator({ contract }: { contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  const c = useCommonInputs(contract);
  const [margin, setMargin] = useState('');
  const result = liquidationOf(contract, {
    side: c.side,
    entryPrice: c.entryPrice,
    quantity: c.quantity,
    margin,
  });
  return (
    <div className="space-y-3">
      <SidePicker side={c.side} onChange={c.setSide} />
      <EntryPriceField c={c} contract={contract} />
      <QuantityField c={c} contract={contract} />
      <Field
        label={t('margin')}
        value={margin}
        onChange={setMargin}
        precision={2}
        suffix={contract.quoteAsset}
      />
      <p className="text-xs text-fg-muted">{t('marginHint')}</p>
      <Results>
        <Row label={t('liquidationPrice')} testId="calc-liquidation-price">
          {result?.kind === 'insufficientMargin' ? (
            <span className="text-down">{t('insufficientMargin')}</span>
          ) : result?.kind === 'none' ? (
            t('noLiquidation')
          ) : (
            <Price value={result?.price.toString()} precision={contract.priceScale} />
          )}
        </Row>
      </Results>
    </div>
  );
}

function AverageCalculator({ contract }: { contract: ContractReference }) {
  const t = useTranslations('Futures.Calculator');
  const amountPrecision = amountPrecisionFromContractSize(contract.contractSize);
  const [fills, setFills] = useState([
    { price: '', quantity: '' },
    { price: '', quantity: '' },
  ]);
  const update = (index: number, field: 'price' | 'quantity', value: string) =>
    setFills((list) => list.map((fill, i) => (i === index ? { ...fill, [field]: value } : fill)));
  const result = averagePriceOf(contract, fills);
  return (
    <div className="space-y-3">
      {fills.map((fill, index) => (
        <fieldset key={index} className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{t('fill', { number: index + 1 })}</legend>
          <Field
            label={t('fillPrice', { number: index + 1 })}
            value={fill.price}
            onChange={(value) => update(index, 'price', value)}
            precision={contract.priceScale}
          />
          <Field
            label={t('fillQuantity', { number: index + 1 })}
            value={fill.quantity}
            onChange={(value) => update(index, 'quantity', value)}
            precision={amountPrecision}
            suffix={contract.baseAsset}
          />
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() => setFills((list) => [...list, { price: '', quantity: '' }])}
        className="text-sm text-primary-strong underline-offset-2 hover:underline dark:text-primary"
      >
        {t('addFill')}
      </button>
      <Results>
        <Row label={t('averagePrice')} testId="calc-average-price">
          <Price value={result?.toString()} precision={contract.priceScale} />
        </Row>
      </Results>
    </div>
  );
}

/** "35" (percent, as typed) → "0.35", in decimal arithmetic; "" while nothing usable is typed. */
function percentToFraction(percent: string): string {
  const value = decimalOrNull(percent);
  return value === null ? '' : value.dividedBy(100).toFixed();
}
