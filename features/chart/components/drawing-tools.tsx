'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { ChartDrawings, DrawingTool } from '../hooks/use-chart-drawings';
import { pointsNeeded, type Drawing } from '@/lib/contract/chart-drawings';

const TOOLS: readonly DrawingTool[] = [
  'cursor',
  'horizontal',
  'trend',
  'ray',
  'rectangle',
  'fibonacci',
];

const ICONS: Record<DrawingTool | 'list' | 'delete', ReactNode> = {
  cursor: <path d="M4 2.5v10l2.6-2.4L8.4 14l1.7-.8-1.8-3.8H12z" />,
  horizontal: <path d="M1.5 8h13M4 8h.01M12 8h.01" />,
  trend: <path d="M2.5 13 13.5 3" />,
  ray: <path d="M2.5 12.5 15 4.5" />,
  rectangle: <rect x="2.5" y="4" width="11" height="8" rx="0.5" />,
  fibonacci: <path d="M2 3h12M2 6h12M2 8.5h12M2 11h12M2 13.5h12" />,
  list: <path d="M5.5 4h8M5.5 8h8M5.5 12h8M2.5 4h.01M2.5 8h.01M2.5 12h.01" />,
  delete: <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5" />,
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name]}
    </svg>
  );
}

/** "Trend line 2": the kind and its place among the drawings of that kind. */
export function useDrawingNames(drawings: readonly Drawing[]): Map<string, string> {
  const t = useTranslations('Chart.drawings');
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const drawing of drawings) {
    const number = (counts.get(drawing.kind) ?? 0) + 1;
    counts.set(drawing.kind, number);
    const kind: string = t(`tools.${drawing.kind}`);
    names.set(drawing.id, t('name', { kind, number }));
  }
  return names;
}

/**
 * The drawing tools of the chart toolbar: the pointer and the five tools (pressed when chosen),
 * a delete button for the selected drawing, and the Drawings list, where each drawing can be
 * selected or deleted without a mouse.
 */
export function DrawingTools({ drawings: state }: { drawings: ChartDrawings }) {
  const t = useTranslations('Chart.drawings');
  const { tool, chooseTool, drawings, selectedId, select, remove, removeAll, available, full } =
    state;
  const names = useDrawingNames(drawings);
  const selectedName = selectedId === null ? undefined : names.get(selectedId);
  const hint =
    tool === 'cursor' ? null : pointsNeeded(tool) === 1 ? t('hintOnePoint') : t('hintTwoPoints');

  return (
    <div
      role="group"
      aria-label={t('tools.label')}
      data-testid="drawing-tools"
      data-tool={tool}
      data-count={drawings.length}
      className="flex shrink-0 items-center gap-0.5 group-data-[view=depth]/toolbar:hidden"
    >
      {TOOLS.map((name) => (
        <Tooltip key={name} content={t(`tools.${name}`)} side="bottom">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t(`tools.${name}`)}
            aria-pressed={tool === name}
            disabled={name !== 'cursor' && (!available || full)}
            onClick={() => chooseTool(name)}
            className={cn('w-8 px-0', tool === name && 'bg-bg-sunken text-primary')}
          >
            <Icon name={name} />
          </Button>
        </Tooltip>
      ))}
      {selectedName ? (
        <Tooltip content={t('deleteOne', { name: selectedName })} side="bottom">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('deleteOne', { name: selectedName })}
            onClick={() => selectedId !== null && remove(selectedId)}
            className="w-8 px-0 text-down"
          >
            <Icon name="delete" />
          </Button>
        </Tooltip>
      ) : null}
      <Popover>
        <PopoverTrigger asChild>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('list', { count: drawings.length })}
            className="gap-1 px-1.5 tabular-nums"
          >
            <Icon name="list" />
            {drawings.length > 0 ? <span aria-hidden="true">{drawings.length}</span> : null}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-64 p-2" aria-label={t('listTitle')}>
          <p className="px-1 pb-1 text-xs font-medium text-fg-muted">{t('listTitle')}</p>
          {drawings.length === 0 ? (
            <p className="px-1 py-2 text-sm text-fg-muted">{t('empty')}</p>
          ) : (
            <ul className="flex flex-col" data-testid="drawings-list">
              {drawings.map((drawing) => {
                const name = names.get(drawing.id) ?? drawing.id;
                return (
                  <li
                    key={drawing.id}
                    data-kind={drawing.kind}
                    className="flex items-center gap-1 rounded px-1 hover:bg-bg-sunken"
                  >
                    <button
                      type="button"
                      aria-pressed={drawing.id === selectedId}
                      onClick={() => select(drawing.id === selectedId ? null : drawing.id)}
                      className={cn(
                        'min-h-8 flex-1 truncate text-left text-sm',
                        drawing.id === selectedId && 'text-primary',
                      )}
                    >
                      {name}
                    </button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('deleteOne', { name })}
                      onClick={() => remove(drawing.id)}
                      className="w-8 px-0"
                    >
                      <Icon name="delete" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <Button
            size="sm"
            variant="ghost"
            fullWidth
            disabled={drawings.length === 0}
            onClick={removeAll}
            className="mt-1 justify-start text-down"
          >
            {t('removeAll')}
          </Button>
          {full ? <p className="px-1 pt-1 text-xs text-fg-muted">{t('full')}</p> : null}
        </PopoverContent>
      </Popover>
      <span role="status" className="sr-only">
        {hint}
      </span>
    </div>
  );
}
