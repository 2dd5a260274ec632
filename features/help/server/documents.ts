import { readFile } from 'node:fs/promises';
import { parseFrontMatter, type HelpFrontMatter } from '../model/front-matter';
import { headingsOf, parseMarkdown, plainTextOf, type Block } from '../model/markdown';

/**
 * A Markdown file of the site's written content (a help article, a legal document): its front
 * matter, its body as blocks for the renderer, its headings for the table of contents.
 */
export interface MarkdownDocument extends HelpFrontMatter {
  blocks: Block[];
  headings: { id: string; text: string; level: 2 | 3 }[];
  /** The body as plain text (search). */
  text: string;
  /** Constructs outside the Markdown subset (shown as plain text); the content tests want none. */
  issues: string[];
}

/** One parse per file and process in production; development re-reads so edits show at once. */
const cache = new Map<string, Promise<MarkdownDocument>>();
const cacheEnabled = () => process.env.NODE_ENV === 'production';

async function readDocument(file: string): Promise<MarkdownDocument> {
  const source = await readFile(file, 'utf8');
  try {
    const { meta, body } = parseFrontMatter(source);
    const { blocks, issues } = parseMarkdown(body);
    return { ...meta, blocks, headings: headingsOf(blocks), text: plainTextOf(blocks), issues };
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The document at this path. Callers check what they were asked for (language, slug) before
 * building the path: this reads whatever file it is given.
 */
export function loadMarkdownDocument(file: string): Promise<MarkdownDocument> {
  const cached = cacheEnabled() ? cache.get(file) : undefined;
  if (cached) return cached;
  const loading = readDocument(file);
  if (cacheEnabled()) {
    cache.set(file, loading);
    // A failed read is not kept: the next request tries again.
    loading.catch(() => cache.delete(file));
  }
  return loading;
}
