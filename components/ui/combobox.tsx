'use client';

import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { focusRing } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { floatingPanelStyles } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

export interface ComboboxOption {
  value: string;
  /** What the input shows once picked, and what typing matches. */
  label: string;
  /** Other words that find this option (a country's other names, a coin's full name). */
  keywords?: readonly string[];
  /** Listed after the options that match a search as well as it does (a restricted country). */
  demoted?: boolean;
  disabled?: boolean;
}

export interface ComboboxOptionState {
  active: boolean;
  selected: boolean;
}

export interface ComboboxProps<T extends ComboboxOption> {
  /** Shown above the input and read as its name. */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly T[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string, option: T) => void;
  /** Placeholder of the empty search; defaults to the generic "Search". */
  placeholder?: string;
  /** Defaults to the generic "No results". */
  emptyText?: ReactNode;
  /** The options are still being fetched: the list says "Loading…" instead of "No results". */
  loading?: boolean;
  /** A rich row (icon + code + price); defaults to the label. */
  renderOption?: (option: T, state: ComboboxOptionState) => ReactNode;
  /** Submits the value with a native form. */
  name?: string;
  /** A message key or text shown under the input; the input is marked invalid while it shows. */
  error?: string | null | undefined;
  /** Called when focus leaves the input (a form library marks the field touched). */
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire" and "ETH" finds "eth". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * How well an option matches a normalized search by its best word: 0 the label or a keyword is
 * the search, 1 one starts with it, 2 one contains it; undefined when none does.
 */
function matchRank(option: ComboboxOption, needle: string): number | undefined {
  const NONE = 3;
  let best = NONE;
  for (const text of [option.label, ...(option.keywords ?? [])]) {
    const word = normalizeForSearch(text);
    const rank =
      word === needle ? 0 : word.startsWith(needle) ? 1 : word.includes(needle) ? 2 : NONE;
    best = Math.min(best, rank);
    if (best === 0) break;
  }
  return best === NONE ? undefined : best;
}

/**
 * The options a search finds, best first: an exact match, then those that start with it, then
 * those that contain it; within each, demoted options last, otherwise in the given order.
 */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const needle = normalizeForSearch(query.trim());
  if (needle === '') return [...options];
  const found: { option: T; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const rank = matchRank(option, needle);
    if (rank !== undefined) found.push({ option, rank, index });
  });
  return found
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(a.option.demoted ?? false) - Number(b.option.demoted ?? false) ||
        a.index - b.index,
    )
    .map((entry) => entry.option);
}

/**
 * A searchable list (contract selector, country picker), after the ARIA combobox pattern: focus
 * stays in the input while the arrows move a highlighted option (`aria-activedescendant`).
 */
export function Combobox<T extends ComboboxOption>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue = null,
  onValueChange,
  placeholder,
  emptyText,
  loading = false,
  renderOption,
  name,
  error,
  onBlur,
  disabled = false,
  className,
}: ComboboxProps<T>) {
  const t = useTranslations('UI');
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const errorId = error ? `${id}-error` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);

  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const selectedValue = value === undefined ? uncontrolledValue : value;
  const selected = options.find((option) => option.value === selectedValue);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const active = filtered[activeIndex];
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on listboxId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex]);

  function firstEnabled(list: readonly T[], from: number, step: 1 | -1): number {
    for (let i = from; i >= 0 && i < list.length; i += step) {
      if (!list[i]?.disabled) return i;
    }
    return -1;
  }

  function openList(nextQuery: string) {
    const list = filterOptions(options, nextQuery);
    const selectedIndex = list.findIndex((option) => option.value === selectedValue);
    setQuery(nextQuery);
    setOpen(true);
    setActiveIndex(
      nextQuery === '' && selectedIndex >= 0 ? selectedIndex : firstEnabled(list, 0, 1),
    );
  }

  /**
   * Closed, the input shows the current pick; what is typed there with the caret after it (a
   * keyboard user who did not clear it first, or a click that landed at its end) is the search,
   * not the pick's name with the search appended, which would match nothing.
   */
  function searchTyped(text: string): string {
    const shown = selected?.label;
    if (!open && shown && text.length > shown.length && text.startsWith(shown)) {
      return text.slice(shown.length);
    }
    return text;
  }

  function close() {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
  }

  function pick(option: T) {
    if (option.disabled) return;
    if (value === undefined) setUncontrolledValue(option.value);
    onValueChange?.(option.value, option);
    close();
    inputRef.current?.focus();
  }

  function move(step: 1 | -1) {
    const from = activeIndex < 0 ? (step === 1 ? 0 : filtered.length - 1) : activeIndex + step;
    const next = firstEnabled(filtered, from, step);
    if (next >= 0) setActiveIndex(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList('');
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('');
        else move(-1);
        break;
      case 'Home':
        if (!open) return;
        event.preventDefault();
        setActiveIndex(firstEnabled(filtered, 0, 1));
        break;
      case 'End':
        if (!open) return;
        event.preventDefault();
        setActiveIndex(firstEnabled(filtered, filtered.length - 1, -1));
        break;
      case 'Enter':
        if (!open) return;
        // An open list owns Enter: it must not also submit the surrounding form.
        event.preventDefault();
        if (active) pick(active);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  return (
    <div className={cn('grid gap-1.5', className)}>
      <label
        id={labelId}
        htmlFor={inputId}
        className={cn('text-sm font-medium', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={(next) => (next ? openList('') : close())}>
        <Popover.Anchor asChild>
          <div className="relative">
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              role="combobox"
              aria-expanded={open}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              aria-activedescendant={open && active ? optionId(activeIndex) : undefined}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              // Closed, the input shows the pick; open, it holds the search.
              value={open ? query : (selected?.label ?? '')}
              placeholder={
                (open ? selected?.label : undefined) ?? placeholder ?? t('searchPlaceholder')
              }
              onChange={(event) => openList(searchTyped(event.target.value))}
              onClick={() => {
                if (!open) openList('');
              }}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
              className={cn(
                'h-10 w-full rounded-md border border-line bg-bg pr-9 pl-3 text-sm placeholder:text-fg-muted',
                'disabled:cursor-not-allowed disabled:opacity-50',
                focusRing,
              )}
            />
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              fill="none"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
            >
              <path
                d="m4 6 4 4 4-4"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
          </div>
        </Popover.Anchor>
        {name && <input type="hidden" name={name} value={selectedValue ?? ''} />}
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            collisionPadding={8}
            // The popup is the listbox itself, not a dialog (Radix's default role): focus stays in
            // the input and the list is only ever navigated through it.
            role="presentation"
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              if (event.target instanceof Node && inputRef.current?.contains(event.target)) {
                event.preventDefault();
              }
            }}
            className={cn(
              floatingPanelStyles,
              'w-(--radix-popover-trigger-width) min-w-56 overflow-hidden',
            )}
          >
            {filtered.length === 0 ? (
              <p role="status" className="px-3 py-3 text-sm text-fg-muted">
                {loading ? t('loading') : (emptyText ?? t('noResults'))}
              </p>
            ) : null}
            <ul
              id={listboxId}
              role="listbox"
              aria-labelledby={labelId}
              className={cn(
                'max-h-[min(20rem,var(--radix-popover-content-available-height))] overflow-y-auto p-1',
                filtered.length === 0 && 'hidden',
              )}
            >
              {filtered.map((option, index) => {
                const isActive = index === activeIndex;
                const isSelected = option.value === selectedValue;
                return (
                  <li
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    data-value={option.value}
                    aria-selected={isSelected}
                    aria-disabled={option.disabled || undefined}
                    // Keeps focus (and the caret) in the input when an option is clicked.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                    onMouseMove={() => {
                      if (!option.disabled && !isActive) setActiveIndex(index);
                    }}
                    className={cn(
                      'flex min-h-10 cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm select-none',
                      isActive && 'bg-bg-sunken',
                      isSelected && 'font-medium',
                      option.disabled && 'opacity-50',
                    )}
                  >
                    {renderOption
                      ? renderOption(option, { active: isActive, selected: isSelected })
                      : option.label}
                  </li>
                );
              })}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
