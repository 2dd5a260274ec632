import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  price: string | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Contract', value: (row) => row.name },
  { header: 'Price, USDT', value: (row) => row.price },
];

describe('toCsv', () => {
  it('writes a header row and one line per row, CRLF-terminated', () => {
    expect(toCsv([{ name: 'BTCUSDT', price: '97250.5' }], columns)).toBe(
      'Contract,"Price, USDT"\r\nBTCUSDT,97250.5\r\n',
    );
  });

  it('quotes commas, quotes and line breaks and doubles the quotes', () => {
    const csv = toCsv([{ name: 'say "hi", then\nleave', price: null }], columns);
    expect(csv.split('\r\n')[1]).toBe('"say ""hi"", then\nleave",');
  });

  it('keeps negative numbers but disarms text a spreadsheet would run as a formula', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("x")', price: '-12.5' },
        { name: '-cmd', price: '+1' },
      ],
      columns,
    );
    expect(csv.split('\r\n').slice(1, 3)).toEqual([`"'=HYPERLINK(""x"")",-12.5`, `'-cmd,'+1`]);
  });

  it('leaves cells empty for missing values', () => {
    expect(toCsv([{ name: 'ETHUSDT', price: null }], columns).split('\r\n')[1]).toBe('ETHUSDT,');
  });
});
