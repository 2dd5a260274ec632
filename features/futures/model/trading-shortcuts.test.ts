// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortcutOf, type ShortcutKeyPress } from './trading-shortcuts';

const press = (key: string, extra: Partial<ShortcutKeyPress> = {}): ShortcutKeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  defaultPrevented: false,
  target: document.body,
  ...extra,
});

function inside(html: string, selector: string): Element {
  document.body.innerHTML = html;
  const element = document.querySelector(selector);
  if (!element) throw new Error(selector);
  return element;
}

describe('the trading screen’s shortcut keys', () => {
  it('maps B, S, X, / and ? (Shift+B is B too)', () => {
    expect(['b', 'B', 's', 'x', '/', '?'].map((key) => shortcutOf(press(key)))).toEqual([
      'buy',
      'buy',
      'sell',
      'cancelAll',
      'contracts',
      'help',
    ]);
    expect(shortcutOf(press('a'))).toBeNull();
    expect(shortcutOf(press('Enter'))).toBeNull();
  });

  it('leaves Ctrl, Alt and Cmd combinations, held keys and handled keys alone', () => {
    expect(shortcutOf(press('b', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('s', { metaKey: true }))).toBeNull();
    expect(shortcutOf(press('x', { altKey: true }))).toBeNull();
    expect(shortcutOf(press('b', { repeat: true }))).toBeNull();
    expect(shortcutOf(press('b', { defaultPrevented: true }))).toBeNull();
  });

  it('never takes a key from a field, a dialog, a menu or a list', () => {
    for (const [html, selector] of [
      ['<input id="t">', '#t'],
      ['<textarea id="t"></textarea>', '#t'],
      ['<select id="t"></select>', '#t'],
      ['<div contenteditable="true" id="t"></div>', '#t'],
      ['<div role="dialog"><button id="t">x</button></div>', '#t'],
      ['<div role="menu"><div role="menuitem" id="t">x</div></div>', '#t'],
      ['<div role="listbox"><div role="option" id="t">x</div></div>', '#t'],
    ] as const) {
      expect(shortcutOf(press('b', { target: inside(html, selector) })), html).toBeNull();
    }
    // A plain button or the page itself: the shortcut.
    expect(shortcutOf(press('b', { target: inside('<button id="t">x</button>', '#t') }))).toBe(
      'buy',
    );
  });
});
