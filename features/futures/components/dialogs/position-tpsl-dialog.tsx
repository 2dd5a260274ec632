'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { toDecimal } from '@/lib/decimal';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormError, FormField } from '@/components/ui/form-field';
import { Price } from '@/components/ui/numbers';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAddPartialTpsl } from '../../api/add-partial-tpsl';
import { useSetPositionTpsl, type PositionTrigger } from '../../api/set-position-tpsl';
import { closePnl, triggerPriceFor, type TriggerTarget } from '../../model/position-estimates';
import { usePositionView } from '../bottom-tabs/use-position-view';
import { useTradingLabels } from '../bottom-tabs/use-trading-labels';
import {
  validatePositionTpsl,
  type TpslErrorKey,
  type TpslErrors,
  type TpslLegInput,
} from '../bottom-tabs/tpsl-validation';
import { PnlEstimateLine } from './pnl-estimate';
import {
  PartialPairsList,
  PartialQuantityField,
  partialQuantityError,
} from './partial-tpsl-fields';

/** The whole position (one TP and one SL) or a quantity of it (a one-cancels-other pair). */
type Scope = 'entire' | 'partial';

type TriggerBy = 'last' | 'mark';
interface LegState extends TpslLegInput {
  triggerBy: TriggerBy;
  remove: boolean;
  /** How the trigger is entered; with ROE or PnL, `trigger` is the price that target gives. */
  target: TriggerTarget;
  /** The ROE (%) or PnL (USDT) typed, as a size: a stop loss's is a loss. */
  amount: string;
}
const emptyLeg: LegState = {
  trigger: '',
  price: '',
  triggerBy: 'mark',
  remove: false,
  target: 'price',
  amount: '',
};
const TARGETS: readonly TriggerTarget[] = ['price', 'roe', 'pnl'];

export interface PositionTpslDialogProps {
  positionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function legInput(leg: LegState): PositionTrigger | null | undefined {
  if (leg.trigger.trim() !== '') {
    return {
      triggerPrice: leg.trigger,
      triggerBy: leg.triggerBy,
      ...(leg.price.trim() !== '' ? { price: leg.price } : {}),
    };
  }
  return leg.remove ? null : undefined;
}

/** Sets, changes or removes the position's take profit and stop loss; either one alone is fine. */
export function PositionTpslDialog({ positionId, open, onOpenChange }: PositionTpslDialogProps) {
  const t = useTranslations('Futures.Dialogs.PositionTpsl');
  const ui = useTranslations('UI');
  const labels = useTradingLabels();
  const view = usePositionView(positionId);
  const setTpsl = useSetPositionTpsl();
  const addPartial = useAddPartialTpsl();
  const [scope, setScope] = useState<Scope>('entire');
  const [quantity, setQuantity] = useState('');
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const [tp, setTp] = useState<LegState>(emptyLeg);
  const [sl, setSl] = useState<LegState>(emptyLeg);
  const [errors, setErrors] = useState<TpslErrors>({});
  const whole = useMemo(
    () => ({ tp: view?.raw.tpTrigger ?? null, sl: view?.raw.slTrigger ?? null }),
    [view?.raw.tpTrigger, view?.raw.slTrigger],
  );
  if (!view) return null;
  const { row, info, indicator } = view;
  const partial = scope === 'partial';
  const contractSize = info?.contract.contractSize ?? '1';
  const precision = info?.contract.priceScale ?? 2;
  const entry = row.entryPrice;
  const entryText = entry?.toFixed(precision) ?? '--';
  const message = (key: TpslErrorKey | undefined) =>
    key === undefined ? undefined : t(key, { entry: entryText });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (row.side === null || row.contractId === null || entry === null) return;
    const found = validatePositionTpsl({
      side: row.side,
      entryPrice: entry,
      tp,
      sl,
      removing: !partial && (tp.remove || sl.remove),
    });
    setErrors(found);
    const badQuantity = partial
      ? partialQuantityError(quantity, row.size, contractSize)
      : undefined;
    setQuantityError(
      badQuantity === undefined
        ? undefined
        : t(`partial.${badQuantity}`, { max: row.size?.toFixed() ?? '', step: contractSize }),
    );
    if (Object.keys(found).length > 0 || badQuantity !== undefined) return;
    if (partial) {
      const legs = { tp: legInput(tp), sl: legInput(sl) };
      await addPartial.mutateAsync({
        contractId: row.contractId,
        accountType: view.accountType,
        side: row.side,
        quantity,
        ...(legs.tp ? { tp: legs.tp } : {}),
        ...(legs.sl ? { sl: legs.sl } : {}),
      });
      // The dialog stays open: the new pair shows in the list below, ready for the next one.
      setTp(emptyLeg);
      setSl(emptyLeg);
      setQuantity('');
      return;
    }
    await setTpsl.mutateAsync({
      contractId: row.contractId,
      accountType: view.accountType,
      side: row.side,
      tp: legInput(tp),
      sl: legInput(sl),
    });
    onOpenChange(false);
  };

  // A target typed as ROE or PnL → the trigger price on the tick grid ('' when none reaches it).
  const withTargetFor = (kind: 'tp' | 'sl', leg: LegState, forQuantity: string): LegState => {
    if (leg.target === 'price') return leg;
    const size = leg.amount.trim().replace(/^[-+]/, '');
    if (size === '') return { ...leg, trigger: '' };
    // A PnL on part of the position: the whole position's PnL at that price is size ÷ quantity
    // times more.
    const scaled =
      partial && leg.target === 'pnl' && row.size !== null && toDecimal(forQuantity).gt(0)
        ? toDecimal(size).times(row.size).dividedBy(forQuantity).toFixed()
        : size;
    const signed = kind === 'sl' ? `-${scaled}` : scaled;
    const price = triggerPriceFor(row, info?.contract, leg.target, signed);
    return { ...leg, trigger: price?.toFixed(precision) ?? '' };
  };
  const withTarget = (kind: 'tp' | 'sl', leg: LegState): LegState =>
    withTargetFor(kind, leg, quantity);

  const legFields = (
    kind: 'tp' | 'sl',
    leg: LegState,
    setLeg: (next: LegState) => void,
    current: typeof row.takeProfitPrice,
  ) => {
    const name = t(kind === 'tp' ? 'takeProfit' : 'stopLoss');
    const unreachable =
      leg.target !== 'price' && leg.amount.trim() !== '' && leg.trigger === ''
        ? t('targetUnreachable')
        : undefined;
    const triggerError =
      unreachable ?? message(kind === 'tp' ? errors.tpTrigger : errors.slTrigger);
    const priceError = message(kind === 'tp' ? errors.tpPrice : errors.slPrice);
    return (
      <fieldset className="space-y-3">
        <legend className={kind === 'tp' ? 'font-medium text-up' : 'font-medium text-down'}>
          {name}
        </legend>
        {current !== null && !partial ? (
          <div className="flex items-center justify-between gap-2 text-sm text-fg-muted">
            <span>{t('current', { kind: name, price: current.toFixed(precision) })}</span>
            <Checkbox
              label={t('remove', { kind: name })}
              checked={leg.remove}
              onCheckedChange={(checked) => setLeg({ ...leg, remove: checked === true })}
            />
          </div>
        ) : null}
        <Tabs
          value={leg.target}
          onValueChange={(value) => {
            const target = TARGETS.find((each) => each === value) ?? 'price';
            setLeg(withTarget(kind, { ...leg, target, amount: '' }));
          }}
        >
          <TabsList variant="pill" aria-label={t('targetBy', { kind: name })} className="w-full">
            {TARGETS.map((target) => (
              <TabsTrigger key={target} value={target} className="flex-1 justify-center">
                {t(`target.${target}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        {leg.target === 'price' ? (
          <FormField label={t('triggerPrice', { kind: name })} error={triggerError}>
            <DecimalInput
              value={leg.trigger}
              onValueChange={(trigger) => setLeg({ ...leg, trigger })}
              precision={precision}
              step={info?.contract.tickSize}
            />
          </FormField>
        ) : (
          <FormField
            label={t(`targetAmount.${leg.target}.${kind}`, { kind: name })}
            hint={
              leg.trigger === ''
                ? undefined
                : t('triggerFromTarget', { kind: name, price: leg.trigger })
            }
            error={triggerError}
          >
            <DecimalInput
              value={leg.amount}
              onValueChange={(amount) => setLeg(withTarget(kind, { ...leg, amount }))}
              precision={2}
              suffix={leg.target === 'roe' ? '%' : 'USDT'}
            />
          </FormField>
        )}
        <PnlEstimateLine
          estimate={partial ? closePnl(row, leg.trigger, quantity) : closePnl(row, leg.trigger)}
        />
        <RadioGroup
          aria-label={t('triggerBy', { kind: name })}
          value={leg.triggerBy}
          onValueChange={(value) =>
            setLeg({ ...leg, triggerBy: value === 'last' ? 'last' : 'mark' })
          }
          className="grid-cols-2"
        >
          <RadioGroupItem value="mark" label={t('mark')} />
          <RadioGroupItem value="last" label={t('last')} />
        </RadioGroup>
        <FormField
          label={t('orderPrice', { kind: name })}
          hint={t('orderPriceHint')}
          error={priceError}
        >
          <DecimalInput
            value={leg.price}
            onValueChange={(price) => setLeg({ ...leg, price })}
            precision={precision}
            step={info?.contract.tickSize}
          />
        </FormField>
      </fieldset>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        description={t('description', {
          contract: info?.code ?? String(row.contractId),
          side: labels.positionSide(row.side),
          entry: entryText,
        })}
      >
        <form onSubmit={submit} noValidate className="space-y-5">
          <p className="flex justify-between text-sm text-fg-muted">
            <span>{t('last')}</span>
            <Price value={indicator?.lp} precision={precision} />
          </p>
          <p className="-mt-4 flex justify-between text-sm text-fg-muted">
            <span>{t('mark')}</span>
            <Price value={indicator?.mp ?? row.markPrice} precision={precision} />
          </p>
          <RadioGroup
            aria-label={t('partial.scope')}
            value={scope}
            onValueChange={(value) => setScope(value === 'partial' ? 'partial' : 'entire')}
            className="grid-cols-2"
          >
            <RadioGroupItem value="entire" label={t('partial.entire')} />
            <RadioGroupItem value="partial" label={t('partial.partial')} />
          </RadioGroup>
          {partial ? (
            <PartialQuantityField
              value={quantity}
              onChange={(next) => {
                setQuantity(next);
                // A PnL target's trigger depends on the quantity: recomputed with it.
                setTp((leg) => withTargetFor('tp', leg, next));
                setSl((leg) => withTargetFor('sl', leg, next));
              }}
              size={row.size}
              contractSize={contractSize}
              error={quantityError}
            />
          ) : null}
          {legFields('tp', tp, setTp, row.takeProfitPrice)}
          {legFields('sl', sl, setSl, row.stopLossPrice)}
          <FormError message={message(errors.form)} />
          {partial ? (
            <PartialPairsList
              positionId={Number(positionId)}
              long={row.side === 'long'}
              whole={whole}
              priceScale={precision}
            />
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" type="button">
                {ui('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={setTpsl.isPending || addPartial.isPending}>
              {partial ? t('partial.submit') : t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
