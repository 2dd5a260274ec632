'use client';

import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent } from 'react';
import { MARKET_TABS, type MarketTab } from '../model/tabs';

export const tabId = (idBase: string, tab: MarketTab) => `${idBase}-tab-${tab}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

const KEY_STEP: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/**
 * The listing's tab strip, as the ARIA tabs pattern asks: one tab stop, arrow keys (and Home /
 * End) move between tabs and select them. Plain buttons: no Radix in the home page's first load.
 */
export function MarketTabs({
  idBase,
  selected,
  onSelect,
}: {
  idBase: string;
  selected: MarketTab;
  onSelect: (tab: MarketTab) => void;
}) {
  const t = useTranslations('Markets');
  const buttons = useRef<Partial<Record<MarketTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = MARKET_TABS.indexOf(selected);
    const count = MARKET_TABS.length;
    const nextIndex =
      step === 'first' ? 0 : step === 'last' ? count - 1 : (index + step + count) % count;
    const next = MARKET_TABS[nextIndex] ?? selected;
    onSelect(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('tabsLabel')}
      onKeyDown={onKeyDown}
      // Five tabs are wider than a phone in some languages: the strip scrolls, the page does not.
      className="flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]"
    >
      {MARKET_TABS.map((tab) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab)}
            aria-selected={active}
            aria-controls={panelId(idBase)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            // Look in market-listing.css: aria-selected marks the chosen tab.
            className="market-tab"
          >
            {t(`tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
