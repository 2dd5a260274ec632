// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils/render';
import type { HelpSearchEntry } from '../model/search';
import { HelpSearch } from './help-search';

vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/lib/test-utils/navigation')).navigationMock,
);

const entries: HelpSearchEntry[] = [
  {
    slug: 'funding',
    title: 'Funding',
    summary: 'How funding payments work.',
    headings: ['When it is settled'],
    text: 'Longs pay shorts when the rate is positive.',
  },
  {
    slug: 'fees',
    title: 'Fees',
    summary: 'Maker and taker fees.',
    headings: ['Funding is not a fee'],
    text: 'Maker 0.02%, taker 0.05%.',
  },
  {
    slug: 'security',
    title: 'Account security',
    summary: 'Passwords and codes.',
    headings: ['Google Authenticator'],
    text: 'Bind the authenticator app.',
  },
  {
    slug: 'ja-funding',
    title: '資金調達率（ファンディング）',
    summary: 'ロングとショートの支払い。',
    headings: [],
    text: '証拠金から差し引かれます。',
  },
];

function setup(initialQuery = '') {
  return renderWithProviders(
    <HelpSearch entries={entries} initialQuery={initialQuery}>
      <ul data-testid="all-articles">
        <li>Every article</li>
      </ul>
    </HelpSearch>,
  );
}

const resultSlugs = () =>
  screen.queryAllByTestId('help-result').map((item) => item.getAttribute('data-slug'));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the help centre search', () => {
  it('is a GET form to the centre that works without JavaScript', () => {
    setup();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/help');
    expect(screen.getByRole('searchbox', { name: 'Search the help centre' })).toHaveAttribute(
      'name',
      'q',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('shows the article cards while nothing is searched', () => {
    setup();
    expect(screen.getByTestId('all-articles')).toBeInTheDocument();
    expect(resultSlugs()).toEqual([]);
  });

  it('renders the results of the requested query in its first render', () => {
    setup('funding');
    expect(screen.queryByTestId('all-articles')).not.toBeInTheDocument();
    expect(resultSlugs()).toEqual(['funding', 'fees']);
    expect(screen.getByTestId('help-result-count')).toHaveTextContent(
      '2 articles found for “funding”',
    );
    expect(screen.getByRole('link', { name: 'Funding' })).toHaveAttribute('href', '/help/funding');
  });

  it('filters as the user types and highlights the matches', () => {
    setup();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'AUTHENTICATOR' } });
    expect(resultSlugs()).toEqual(['security']);
    const result = screen.getByTestId('help-result');
    const marks = within(result)
      .getAllByText(/authenticator/i, { selector: 'mark' })
      .map((mark) => mark.textContent);
    expect(marks).toEqual(['Authenticator']);
    expect(window.location.search).toBe('?q=AUTHENTICATOR');
  });

  it('finds CJK words by substring and full-width letters as half-width ones', () => {
    setup();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '資金' } });
    expect(resultSlugs()).toEqual(['ja-funding']);
    expect(screen.getByText('資金', { selector: 'mark' })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'ＦＥＥＳ' } });
    expect(resultSlugs()).toEqual(['fees']);
  });

  it('says so when nothing matches, and can show every article again', () => {
    setup();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'withdrawal limit' } });
    expect(screen.getByTestId('help-search-empty')).toHaveTextContent(
      'No articles match “withdrawal limit”.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(screen.getByTestId('all-articles')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('uses the page language for the form and the words', () => {
    renderWithProviders(
      <HelpSearch entries={entries} initialQuery="資金">
        <p>all</p>
      </HelpSearch>,
      { locale: 'ja' },
    );
    expect(screen.getByRole('search')).toHaveAttribute('action', '/ja/help');
    expect(screen.getByTestId('help-result-count')).toHaveTextContent('「資金」の検索結果：1件');
  });
});
