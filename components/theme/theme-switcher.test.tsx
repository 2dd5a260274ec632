// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '@/messages/ja.json';
import { renderWithProviders } from '@/lib/test-utils/render';
import { ThemeSwitcher } from './theme-switcher';

function mockPrefersDark(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-forced-theme');
  mockPrefersDark(false);
});

describe('ThemeSwitcher', () => {
  it('stores the chosen mode and applies it to the page', async () => {
    renderWithProviders(<ThemeSwitcher />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('follows the system preference in system mode', async () => {
    mockPrefersDark(true);
    localStorage.setItem('theme', 'light');
    renderWithProviders(<ThemeSwitcher />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('is disabled on a page that forces a theme', () => {
    document.documentElement.setAttribute('data-forced-theme', 'dark');
    renderWithProviders(<ThemeSwitcher />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('moves between modes with the arrow keys, one tab stop for the group', async () => {
    const user = userEvent.setup();
    localStorage.setItem('theme', 'light');
    renderWithProviders(<ThemeSwitcher />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('speaks the page language', () => {
    renderWithProviders(<ThemeSwitcher />, { locale: 'ja' });
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName(ja.Theme.label);
    expect(screen.getByRole('radio', { name: ja.Theme.dark })).toBeInTheDocument();
  });
});
