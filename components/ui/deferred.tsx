'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';

/** What the placeholder trigger must spread onto its button. */
export interface DeferredTriggerProps {
  'aria-haspopup': 'dialog' | 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

export interface DeferredProps<P extends { defaultOpen?: boolean }> {
  /** Loads the widget (a popover, a menu): `() => import('./x').then((m) => m.X)`. */
  load: () => Promise<ComponentType<P>>;
  /** The widget's props, but `defaultOpen`, which says whether a click asked for it. */
  props: Omit<P, 'defaultOpen'>;
  /** The widget's trigger as it looks closed: server-rendered, shown until the widget loads. */
  placeholder: (trigger: DeferredTriggerProps) => ReactElement;
  /** What the trigger opens (its `aria-haspopup`). */
  popup: 'dialog' | 'menu';
}

/** Widgets already loaded on this page: a second mount swaps right after hydration. */
const loaded = new WeakMap<() => Promise<unknown>, ComponentType<never>>();

/**
 * A widget whose trigger is in the HTML while its code (Radix popovers and menus, their
 * positioning and focus handling) stays out of the first load: the pointer reaching the trigger,
 * focus or a press fetches it, and it takes the placeholder's place, open when the user clicked,
 * with keyboard focus moved onto its own trigger. The placeholder must look like the widget's
 * closed trigger (share one trigger component).
 */
export function Deferred<P extends { defaultOpen?: boolean }>({
  load,
  props,
  placeholder,
  popup,
}: DeferredProps<P>) {
  const hydrated = useHydrated();
  // Loaded earlier on this page (another mount): shown as soon as React owns the page.
  const known = hydrated ? (loaded.get(load) as ComponentType<P> | undefined) : undefined;
  const [fetched, setFetched] = useState<ComponentType<P>>();
  const [show, setShow] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const loading = useRef(false);
  // A press in progress: swapping the element under the pointer would lose its click.
  const pressing = useRef(false);
  const placeholderFocused = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  const Widget = fetched ?? known;
  // What this mount fetched waits for `show` (never in the middle of a press: the click would be
  // lost between the placeholder and the widget's trigger, and nothing would open); what another
  // mount loaded earlier is shown at once.
  const showing = fetched !== undefined ? show : known !== undefined;

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => {
        loaded.set(load, component as ComponentType<never>);
        setFetched(() => component);
        if (!pressing.current) setShow(true);
      },
      () => {
        // Offline or a stale chunk: the next reach tries again.
        loading.current = false;
      },
    );
  };

  // Keyboard focus on the placeholder moves to the widget's own trigger (not when a click opened
  // the widget: its panel takes the focus then).
  useEffect(() => {
    if (!showing || openOnLoad || !placeholderFocused.current) return;
    placeholderFocused.current = false;
    wrapper.current?.querySelector<HTMLElement>('button, [href], [tabindex]')?.focus();
  }, [showing, openOnLoad]);

  if (Widget && showing) {
    const widgetProps = { ...props, defaultOpen: openOnLoad } as P;
    return (
      <span ref={wrapper} className="contents">
        <Widget {...widgetProps} />
      </span>
    );
  }
  const onFocus = () => {
    placeholderFocused.current = true;
    start();
  };
  const onBlur = () => {
    placeholderFocused.current = false;
  };
  const onPointerDown = () => {
    pressing.current = true;
    start();
    // A press that ends without a click (dragged off, cancelled) lets the widget in after it;
    // the timeout runs after the click a pointerup may be followed by.
    const release = () =>
      setTimeout(() => {
        if (!pressing.current) return;
        pressing.current = false;
        setShow(true);
      }, 0);
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
  };
  const onClick = () => {
    pressing.current = false;
    setOpenOnLoad(true);
    setShow(true);
    start();
  };
  return (
    <Placeholder
      render={placeholder}
      popup={popup}
      onPointerEnter={start}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerDown={onPointerDown}
      onClick={onClick}
    />
  );
}

function Placeholder({
  render,
  popup,
  ...handlers
}: Omit<DeferredTriggerProps, 'aria-haspopup' | 'aria-expanded'> & {
  render: DeferredProps<{ defaultOpen?: boolean }>['placeholder'];
  popup: 'dialog' | 'menu';
}) {
  return render({ 'aria-haspopup': popup, 'aria-expanded': false, ...handlers });
}
