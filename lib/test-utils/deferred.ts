import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Points at a deferred widget's trigger (components/ui/deferred) as a user's pointer does before
 * a click, and waits until the widget's own trigger (Radix, `data-state`) has replaced the
 * server-rendered placeholder; returns it.
 */
export async function reachTrigger(user: UserEvent, find: () => HTMLElement): Promise<HTMLElement> {
  await user.hover(find());
  await waitFor(() => expect(find()).toHaveAttribute('data-state', 'closed'));
  return find();
}
