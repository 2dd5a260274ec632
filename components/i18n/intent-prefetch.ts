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
 * on screen: on this site that was about 18 other pages' data per page view (the header, the
 * footer, the menus), more than doubling the server's CPU for each page a visitor opens (bench
 * page-views: 308 ms against 140 ms per page view) and loading the linked pages' scripts over a
 * phone's data while the page the trader opened is still loading. A caller's `prefetch={false}` stays off;
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
