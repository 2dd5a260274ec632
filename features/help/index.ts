// Client-safe entry of the help centre. Pages use ./server.ts (the articles are read from disk).
export { HelpSearch, type HelpSearchProps } from './components/help-search';
export { HelpMarkdown } from './components/help-markdown';
export { parseMarkdown, isSameOriginHref, type Block, type Inline } from './model/markdown';
export { searchHelp, type HelpSearchEntry, type HelpSearchHit } from './model/search';
