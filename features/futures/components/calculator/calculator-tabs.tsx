'use client';

import { useTranslations } from 'next-intl';
import { useState, type ComponentType, type ReactNode } from 'react';
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
        <PositionCalculator contract={contract} form={PnlForm} />
      </TabsContent>
      <TabsContent value="target">
        <PositionCalculator contract={contract} form={TargetForm} />
      </TabsContent>
      <TabsContent value="liquidation">
        <PositionCalculator contract={contract} form={LiquidationForm} />
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

/** The fields every position calculator has, by their label's message key. */
type SharedField = 'leverage' | 'entryPrice' | 'quantity';

/** A position calculator's side and shared fields; each tab keeps its own. */
function useSharedInputs(contract: ContractReference) {
  const [side, setSide] = useState<CalculatorSide>('long');
  const [values, setValues] = useState<Record<SharedField, string>>({
    leverage: '20',
    entryPrice: '',
    quantity: '',
  });
  return {
    side,
    setSide,
    values,
    set: (field: SharedField) => (value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    amountPrecision: amountPrecisionFromContractSize(contract.contractSize),
    /** What the calculations take from these fields. */
    position: {
      side,
      entryPrice: values.entryPrice,
      quantity: values.quantity,
      leverage: Number(values.leverage) || 0,
    },
  };
}

interface PositionFormProps {
  contract: ContractReference;
  inputs: ReturnType<typeof useSharedInputs>;
}

function SharedInput({ field, contract, inputs }: PositionFormProps & { field: SharedField }) {
  const t = useTranslations('Futures.Calculator');
  const format = {
    leverage: { precision: 0, suffix: 'x' },
    entryPrice: { precision: contract.priceScale, suffix: contract.quoteAsset },
    quantity: { precision: inputs.amountPrecision, suffix: contract.baseAsset },
  }[field];
  return (
    <Field
      label={t(field)}
      value={inputs.values[field]}
      onChange={inputs.set(field)}
      precision={format.precision}
      suffix={format.suffix}
    />
  );
}

/** A calculator of one position: the side, then the form's fields and results. */
function PositionCalculator({
  contract,
  form: Form,
}: {
  contract: ContractReference;
  form: ComponentType<PositionFormProps>;
}) {
  const inputs = useSharedInputs(contract);
  return (
    <div className="space-y-3">
      <SidePicker side={inputs.side} onChange={inputs.setSide} />
      <Form contract={contract} inputs={inputs} />
    </div>
  );
}

function PnlForm({ contract, inputs }: PositionFormProps) {
  const t = useTranslations('Futures.Calculator');
  const [exitPrice, setExitPrice] = useState('');
  const result = pnlOf(contract, { ...inputs.position, exitPrice });
  return (
    <>
      <SharedInput field="leverage" contract={contract} inputs={inputs} />
      <SharedInput field="entryPrice" contract={contract} inputs={inputs} />
      <Field
        label={t('exitPrice')}
        value={exitPrice}
        onChange={setExitPrice}
        precision={contract.priceScale}
        suffix={contract.quoteAsset}
      />
      <SharedInput field="quantity" contract={contract} inputs={inputs} />
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
    </>
  );
}

function TargetForm({ contract, inputs }: PositionFormProps) {
  const t = useTranslations('Futures.Calculator');
  const [roiPercent, setRoiPercent] = useState('');
  const result = targetPriceOf(contract, {
    ...inputs.position,
    targetRoi: roiPercent.trim() === '' ? '' : percentToFraction(roiPercent),
  });
  return (
    <>
      <SharedInput field="leverage" contract={contract} inputs={inputs} />
      <SharedInput field="entryPrice" contract={contract} inputs={inputs} />
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
    </>
  );
}

function LiquidationForm({ contract, inputs }: PositionFormProps) {
  const t = useTranslations('Futures.Calculator');
  const [margin, setMargin] = useState('');
  const result = liquidationOf(contract, { ...inputs.position, margin });
  return (
    <>
      <SharedInput field="entryPrice" contract={contract} inputs={inputs} />
      <SharedInput field="quantity" contract={contract} inputs={inputs} />
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
    </>
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
