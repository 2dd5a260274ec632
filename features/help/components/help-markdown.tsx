// No 'use client': rendered by the article page on the server. Every node becomes a React element
// with its text as a child, so React escapes it; no HTML string is ever inserted.
import type { ReactNode } from 'react';
import { linkStyles } from '@/components/ui/button';
import { Link } from '@/components/i18n/link';
import { isSameOriginHref, type Block, type Inline } from '../model/markdown';

function renderInline(nodes: readonly Inline[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'code':
        return (
          <code key={key} className="rounded bg-bg-sunken px-1 py-0.5 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={key} className="font-semibold text-fg">
            {renderInline(node.children, key)}
          </strong>
        );
      case 'link': {
        const children = renderInline(node.children, key);
        // The parser only makes links of allowed targets; checked again where the href is used.
        if (!isSameOriginHref(node.href)) return <span key={key}>{children}</span>;
        return node.href.startsWith('#') ? (
          <a key={key} href={node.href} className={linkStyles}>
            {children}
          </a>
        ) : (
          <Link key={key} href={node.href} className={linkStyles}>
            {children}
          </Link>
        );
      }
    }
  });
}

/** A help article's body. Internal links stay in the page's language. */
export function HelpMarkdown({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="flex flex-col gap-4 leading-relaxed text-fg-muted [overflow-wrap:anywhere]">
      {blocks.map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <h2
                key={key}
                id={block.id}
                className="mt-6 scroll-mt-24 text-xl font-semibold text-fg first:mt-0"
              >
                {renderInline(block.children, key)}
              </h2>
            ) : (
              <h3 key={key} id={block.id} className="mt-3 scroll-mt-24 text-lg font-medium text-fg">
                {renderInline(block.children, key)}
              </h3>
            );
          case 'paragraph':
            return <p key={key}>{renderInline(block.children, key)}</p>;
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              <li key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</li>
            ));
            return block.ordered ? (
              <ol
                key={key}
                start={block.start === 1 ? undefined : block.start}
                className="flex list-decimal flex-col gap-2 ps-6"
              >
                {items}
              </ol>
            ) : (
              <ul key={key} className="flex list-disc flex-col gap-2 ps-6">
                {items}
              </ul>
            );
          }
        }
      })}
    </div>
  );
}
