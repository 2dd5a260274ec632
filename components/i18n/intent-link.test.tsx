// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type NextLink from 'next/link';
import { IntentLink } from './intent-link';

// next/link needs the Next router; the stand-in shows the prefetch setting it was given.
vi.mock('next/link', () => ({
  default: ({ prefetch, href, ...props }: ComponentProps<typeof NextLink>) => (
    <a data-prefetch={String(prefetch)} href={String(href)} {...props} />
  ),
}));

describe('IntentLink', () => {
  it('prefetches nothing on sight, and its page once pointed at, focused or touched', () => {
    render(
      <>
        <IntentLink href="/en/futures">Futures</IntentLink>
        <IntentLink href="/en/help">Help</IntentLink>
        <IntentLink href="/en/fees">Fees</IntentLink>
        <IntentLink href="/en/notices">Notices</IntentLink>
      </>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    for (const name of ['Futures', 'Help', 'Fees', 'Notices'])
      expect(link(name)).toHaveAttribute('data-prefetch', 'false');

    fireEvent.mouseEnter(link('Futures'));
    fireEvent.focus(link('Help'));
    fireEvent.touchStart(link('Fees'));
    // null: Next's own default, from then on.
    for (const name of ['Futures', 'Help', 'Fees'])
      expect(link(name)).toHaveAttribute('data-prefetch', 'null');
    expect(link('Notices')).toHaveAttribute('data-prefetch', 'false');
  });

  it("keeps a caller's prefetch={false} off and a caller's prefetch={true} until intent, and runs the caller's handlers", () => {
    const onMouseEnter = vi.fn();
    const onFocus = vi.fn();
    render(
      <>
        <IntentLink href="/en/a" prefetch={false} onMouseEnter={onMouseEnter}>
          Never
        </IntentLink>
        <IntentLink href="/en/b" prefetch onFocus={onFocus}>
          Full
        </IntentLink>
      </>,
    );
    const never = screen.getByRole('link', { name: 'Never' });
    const full = screen.getByRole('link', { name: 'Full' });
    expect(full).toHaveAttribute('data-prefetch', 'false');
    fireEvent.mouseEnter(never);
    fireEvent.focus(full);
    expect(never).toHaveAttribute('data-prefetch', 'false');
    expect(full).toHaveAttribute('data-prefetch', 'true');
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
