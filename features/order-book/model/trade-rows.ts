import { intlLocale } from '@/lib/locale';

export type TradeSide = 'buy' | 'sell';

/**
 * The taker's side of a public trade. The bundled server sends "buy" / "sell"; other feeds spell
 * it in capitals or as "bid" / "ask". Anything else is unknown and drawn without a colour.
 */
export function tradeSide(side: string | number): TradeSide | null {
  const text = String(side).trim().toLowerCase();
  if (text === 'buy' || text === 'bid' || text === 'b') return 'buy';
  if (text === 'sell' || text === 'ask' || text === 's') return 'sell';
  return null;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A trade's time as HH:mm:ss in the page's language and the viewer's time zone (the runtime's
 * own zone unless one is given), 24-hour in every locale so the column keeps one width.
 */
export function formatTradeTime(time: number, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    timeFormats.set(key, format);
  }
  return format.format(time);
}
