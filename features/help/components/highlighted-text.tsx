// No 'use client': pure, used by the search results on the server (`?q=`) and in the browser.
import { highlightParts } from '../model/search';

/** The text with every occurrence of the search terms in `<mark>`. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary/20 px-0.5 text-fg">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
