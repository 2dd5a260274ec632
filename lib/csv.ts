/**
 * CSV for the history exports (RFC 4180): fields with a comma, quote or line break are quoted,
 * quotes doubled, rows end in CRLF. Text that a spreadsheet would run as a formula (=, +, @, tab,
 * or a minus not starting a number) is prefixed with an apostrophe: an export must never execute.
 */
export type CsvValue = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function escapeField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+@\t\r-]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => escapeField(column.header)).join(',')];
  for (const row of rows)
    lines.push(columns.map((column) => escapeField(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
