/**
 * The trading screen's keyboard shortcuts: one key each, pressed anywhere on the screen outside a
 * text field, a menu or a dialog, without Ctrl, Alt or Cmd (browser and system shortcuts stay
 * theirs). Zod-free and DOM-light: the screen's first load reads it.
 */
export type ShortcutAction = 'buy' | 'sell' | 'cancelAll' | 'contracts' | 'help';

export interface TradingShortcut {
  action: ShortcutAction;
  /** `KeyboardEvent.key`, lower case for letters (Shift+B is B too). */
  key: string;
}

export const TRADING_SHORTCUTS: readonly TradingShortcut[] = [
  { action: 'buy', key: 'b' },
  { action: 'sell', key: 's' },
  { action: 'cancelAll', key: 'x' },
  { action: 'contracts', key: '/' },
  { action: 'help', key: '?' },
];

/** What a key press means here: the fields of a KeyboardEvent the decision reads. */
export interface ShortcutKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Where a key belongs to what has focus: typing, a dialog, a menu or a list being picked from. */
const OWN_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="combobox"]';

function ownsKeys(target: EventTarget | null): boolean {
  return (
    typeof Element !== 'undefined' && target instanceof Element && target.closest(OWN_KEYS) !== null
  );
}

/** The shortcut a key press asks for, or null when the key is not one or belongs elsewhere. */
export function shortcutOf(press: ShortcutKeyPress): ShortcutAction | null {
  if (press.defaultPrevented || press.repeat) return null;
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (ownsKeys(press.target)) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return TRADING_SHORTCUTS.find((shortcut) => shortcut.key === key)?.action ?? null;
}
