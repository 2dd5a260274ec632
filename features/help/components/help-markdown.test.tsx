// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseMarkdown } from '../model/markdown';
import { HelpMarkdown } from './help-markdown';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

function renderMarkdown(source: string) {
  return render(<HelpMarkdown blocks={parseMarkdown(source).blocks} />);
}

describe('a help article body', () => {
  it('shows headings with anchors, paragraphs, lists, bold and code', () => {
    renderMarkdown(
      [
        '## Trading fees',
        'Every contract has **two rates** and a `Post only` option.',
        '',
        '- Maker: 0.02%',
        '- Taker: 0.05%',
        '',
        '1. Open the page',
        '2. Choose **Transfer**',
        '### Example',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Trading fees' })).toHaveAttribute(
      'id',
      'trading-fees',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Example' })).toHaveAttribute(
      'id',
      'example',
    );
    expect(screen.getByText('two rates').tagName).toBe('STRONG');
    expect(screen.getByText('Post only').tagName).toBe('CODE');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(steps?.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Maker: 0.02%',
      'Taker: 0.05%',
      'Open the page',
      'Choose Transfer',
    ]);
  });

  it('links to pages of the site and to anchors of the page', () => {
    renderMarkdown('See [Funding](/help/funding) and [the example](#example).');
    expect(screen.getByRole('link', { name: 'Funding' })).toHaveAttribute('href', '/help/funding');
    expect(screen.getByRole('link', { name: 'the example' })).toHaveAttribute('href', '#example');
  });

  it('shows hostile markup as text and never creates script, image or event attributes', () => {
    const { container } = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '',
        '<img src=x onerror="alert(1)">',
        '',
        '**<b onclick="alert(1)">bold</b>**',
        '',
        '[click](javascript:alert(1)) [site](https://evil.example) [proto](//evil.example)',
        '',
        '![pixel](/x.png)',
      ].join('\n'),
    );
    expect(container.querySelector('script, img, b, iframe')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('[onclick], [onerror]')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
    // The target ends at its first ')': the rest of "alert(1))" stays as text.
    expect(container).toHaveTextContent('click) site proto');
    expect(container).toHaveTextContent('![pixel](/x.png)');
  });
});
