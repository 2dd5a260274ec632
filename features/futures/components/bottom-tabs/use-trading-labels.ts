'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ORDER_SIDES } from '@/lib/contract/wire/orders';
import type { TriggerOrderView } from '../../model/trigger-order';
import { TIME_IN_FORCE } from '@/lib/contract/wire/orders';

const ORDER_TYPES = {
  1: 'limit',
  2: 'conditionalLimit',
  3: 'market',
  4: 'conditionalMarket',
} as const;
// Spec §4: 0-8; 5 and 6 (cancelled by the user / by the system) read the same.
const STATUS_KEYS = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;
const LIQUIDATION_TYPES = {
  Liquidate: 'Liquidate',
  Bankrupt: 'Bankrupt',
  'Self-trade': 'SelfTrade',
  ADL: 'ADL',
} as const;
/** The engine's text statuses, for frames that name them instead of 0-8. */
const TEXT_STATUSES: Record<string, number> = {
  NEW: 2,
  PARTIALLY_FILLED: 3,
  FILLED: 4,
  CANCELED: 5,
  STOPPED: 6,
  EXPIRED: 8,
};

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** 1 / "long" / "LONG" → long, 2 / -1 / "short" → short. */
export function positionSideOf(value: unknown): 'long' | 'short' | null {
  const text = String(value).toLowerCase();
  if (text === '1' || text === 'long' || text === 'buy') return 'long';
  if (text === '2' || text === '-1' || text === 'short' || text === 'sell') return 'short';
  return null;
}

/** The spec's status key 0-8, or null for a status it does not know. */
export function orderStatusKey(status: unknown): number | null {
  const number = typeof status === 'number' ? status : Number(status);
  if (Number.isInteger(number) && number >= 0 && number <= 8) return number;
  return TEXT_STATUSES[String(status).toUpperCase()] ?? null;
}

/** Translated names of sides, order types, statuses and modes, for every table and dialog. */
export function useTradingLabels() {
  const t = useTranslations('Futures.BottomTabs');
  return useMemo(() => {
    const orderStatusText = (status: unknown) => {
      const index = orderStatusKey(status);
      const key = index === null ? undefined : STATUS_KEYS[index];
      return key === undefined ? String(status ?? '') : t(`orderStatus.${key}`);
    };
    return {
      orderSide: (side: unknown) =>
        isOneOf(ORDER_SIDES, side) ? t(`orderSide.${side}`) : String(side ?? ''),
      positionSide: (side: unknown) => {
        const key = positionSideOf(side);
        return key ? t(`positionSide.${key}`) : '';
      },
      orderType: (type: unknown) => {
        const key = ORDER_TYPES[Number(type) as keyof typeof ORDER_TYPES];
        return key ? t(`orderType.${key}`) : String(type ?? '');
      },
      orderStatus: (status: unknown) => orderStatusText(status),
      /** Stop Market, Take Profit Limit…; a plain conditional type while the direction is unknown. */
      triggerOrderType: (trigger: TriggerOrderView) =>
        t(
          `orderType.${trigger.type ?? (trigger.execution === 'market' ? 'conditionalMarket' : 'conditionalLimit')}`,
        ),
      /** "Position TP/SL" or "Order TP/SL"; null for the user's own conditional order. */
      triggerScope: (trigger: TriggerOrderView) =>
        trigger.scope === 'order' ? null : t(`triggerScope.${trigger.scope}`),
      /** "Mark price ≥ 105,000.0", or "Mark price: 105,000.0" while the direction is unknown. */
      triggerCondition: (trigger: TriggerOrderView, price: string) =>
        trigger.condition === null
          ? t('triggerAt', { priceType: trigger.priceType, price })
          : t('triggerCondition', {
              priceType: trigger.priceType,
              condition: trigger.condition,
              price,
            }),
      /** A waiting conditional order is "Untriggered"; one that fired says so before its status. */
      orderStatusOf: (status: unknown, trigger: TriggerOrderView | null) => {
        if (trigger?.stage === 'untriggered') return t('orderStatus.untriggered');
        if (trigger?.stage === 'triggered')
          return t('orderStatus.triggered', { status: orderStatusText(status) });
        return orderStatusText(status);
      },
      tif: (tif: unknown) => (isOneOf(TIME_IN_FORCE, tif) ? t(`tif.${tif}`) : t('none')),
      marginMode: (isolated: boolean) => t(isolated ? 'marginMode.isolated' : 'marginMode.cross'),
      positionMode: (hedge: boolean) => t(hedge ? 'positionMode.hedge' : 'positionMode.oneWay'),
      liquidationType: (type: string) => {
        const key = LIQUIDATION_TYPES[type as keyof typeof LIQUIDATION_TYPES];
        return key ? t(`liquidationType.${key}`) : type;
      },
      yesNo: (value: unknown) => t(value ? 'yes' : 'no'),
    };
  }, [t]);
}

/** Date and time in the user's own time zone (the browser's), written the page locale's way. */
export function useDateTimeFormat(): (time: number | null | undefined) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    return (time) => (time === null || time === undefined ? '--' : format.format(time));
  }, [locale]);
}
