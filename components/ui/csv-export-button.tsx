'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toCsv, type CsvColumn } from '@/lib/csv';

export interface CsvExportButtonProps<Row> {
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  /** File name without date or extension, e.g. "order-history". */
  fileName: string;
  /** The button's words in the page's language ("Export CSV"). */
  label: ReactNode;
}

/** Downloads what the table has loaded as CSV (with a BOM, so spreadsheets read UTF-8). */
export function CsvExportButton<Row>({
  rows,
  columns,
  fileName,
  label,
}: CsvExportButtonProps<Row>) {
  const download = () => {
    const blob = new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <Button variant="ghost" size="sm" onClick={download} disabled={rows.length === 0}>
      {label}
    </Button>
  );
}
