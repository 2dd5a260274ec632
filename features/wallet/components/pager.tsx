'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { CsvExportButton, type CsvExportButtonProps } from '@/components/ui/csv-export-button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation for screen readers ("Deposit history pages"). */
  label: string;
}

/** Previous / page n of N / next under a paged list; nothing when everything fits one page. */
export function Pager({ page, size, total, onPageChange, label }: PagerProps) {
  const t = useTranslations('Wallet.Common');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 px-1 py-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('previousPage')}
      </Button>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('pageOf', { page, pages })}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('nextPage')}
      </Button>
    </nav>
  );
}

export interface PagedListProps<Row> {
  /** The heading's element id (the section is labelled by it). */
  headingId: string;
  heading: string;
  /** Names the pager's navigation ("Deposit history pages"). */
  pagesLabel: string;
  /** What the table says when the user has no rows yet. */
  empty: string;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The list query of the current page. */
  query: { data?: { list: readonly Row[]; total: number } | undefined; isPending: boolean };
  page: number;
  size: number;
  onPageChange: (page: number) => void;
}

/** A headed history of the user's rows, one page at a time, with the pager under it. */
export function PagedList<Row>({
  headingId,
  heading,
  pagesLabel,
  empty,
  columns,
  getRowId,
  query,
  page,
  size,
  onPageChange,
}: PagedListProps<Row>) {
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        {heading}
      </h2>
      <DataTable
        aria-label={heading}
        columns={columns}
        rows={query.data?.list ?? []}
        getRowId={getRowId}
        loading={query.isPending}
        loadingRows={3}
        empty={empty}
      />
      <Pager
        page={page}
        size={size}
        total={query.data?.total ?? 0}
        onPageChange={onPageChange}
        label={pagesLabel}
      />
    </section>
  );
}

export interface PagedListFooterProps<Row> extends PagerProps {
  /** The rows shown, exported as they read. */
  csv: CsvExportButtonProps<Row>;
}

/** Under a wallet list: its pager, and the CSV export of the page at the end of the line. */
export function PagedListFooter<Row>({ csv, ...pager }: PagedListFooterProps<Row>) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Pager {...pager} />
      <div className="ms-auto">
        <CsvExportButton {...csv} />
      </div>
    </div>
  );
}
