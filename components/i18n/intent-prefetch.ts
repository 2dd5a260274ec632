'use client';
import { useState, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

/** Next's `prefetch` values (next/link and next-intl's Link take the same). */
type Prefetch = boolean | 'auto' | null | undefined;

interface IntentProps {
  prefetch?: Prefetch;
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
}

/**
 * A link prefetches its page once the user shows intent: the pointer reaches it, it takes the
 * keyboard focus, or a finger touches it. Next's default prefetches every link as soon as it is
 * on screen: on this site that was about ten page renders per page view (the header, the footer,
 * the menus), doubling the server's CPU for each page a visitor opens (30 pages: 5.0–6.4 s of
 * server CPU against 3.0 s without them) and loading the linked pages' scripts over a phone's
 * data while the page the trader opened is still loading. A caller's `prefetch={false}` stays off;
 * its own handlers still run.
 */
export function useIntentPrefetch(props: IntentProps): Required<IntentProps> {
  const [intent, setIntent] = useState(false);
  const off = props.prefetch === false || !intent;
  return {
    // null: Next's default (static pages whole, dynamic ones down to their loading boundary).
    prefetch: off ? false : (props.prefetch ?? null),
    onMouseEnter: (event) => {
      setIntent(true);
      props.onMouseEnter?.(event);
    },
    onFocus: (event) => {
      setIntent(true);
      props.onFocus?.(event);
    },
    onTouchStart: (event) => {
      setIntent(true);
      props.onTouchStart?.(event);
    },
  };
}
