// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { Button, IconButton, buttonStyles } from '@/components/ui/button';
import { renderWithProviders } from '@/lib/test-utils/render';

describe('Button', () => {
  it('is a plain button that does not submit a form by default', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is disabled and busy, and keeps its label for screen readers', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Buy</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('renders a link with the look of a button when asChild', () => {
    renderWithProviders(
      <Button asChild variant="buy" size="lg">
        <Link href="/futures">Trade now</Link>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Trade now' });
    expect(link).toHaveAttribute('href', '/futures');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(link.className).toBe(buttonStyles({ variant: 'buy', size: 'lg' }));
  });

  it('treats long and short as buy and sell', () => {
    expect(buttonStyles({ variant: 'long' })).toBe(buttonStyles({ variant: 'buy' }));
    expect(buttonStyles({ variant: 'short' })).toBe(buttonStyles({ variant: 'sell' }));
    expect(buttonStyles({ variant: 'buy' })).toContain('btn-buy');
    expect(buttonStyles({ variant: 'sell' })).toContain('btn-sell');
    expect(ruleOf('btn-buy')).toContain('bg-up');
    expect(ruleOf('btn-sell')).toContain('bg-down');
  });

  it('has a rule for every variant and size it names', () => {
    const variants = ['primary', 'secondary', 'buy', 'sell', 'ghost'] as const;
    for (const variant of variants) {
      const classes = buttonStyles({ variant }).split(' ');
      for (const name of classes) expect(ruleOf(name), name).not.toBe('');
    }
    for (const size of ['sm', 'md', 'lg'] as const) {
      expect(ruleOf(`btn-${size}`), size).toMatch(/\bh-/);
    }
  });

  it("lets a caller's utility override the button's look: the look is in the components layer", () => {
    // Tailwind orders its layers theme, base, components, utilities: a utility always wins.
    const outside = buttonCss.replace(/@layer components \{[\s\S]*\}\s*$/, '');
    expect(outside).not.toMatch(/\.btn/);
    expect(buttonStyles({ size: 'md', className: 'px-8' })).toContain('px-8');
  });
});

const buttonCss = readFileSync('components/ui/button.css', 'utf8');

/** The @apply list of a component class in button.css ('' when it has none). */
function ruleOf(name: string): string {
  const match = new RegExp(`\\.${name} \\{\\s*@apply ([^;]*);`).exec(buttonCss);
  return match?.[1] ?? '';
}

describe('IconButton', () => {
  it('is named by its label, not its icon', () => {
    renderWithProviders(
      <IconButton label="Close">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
