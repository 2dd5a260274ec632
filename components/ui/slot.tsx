'use client';

import { Slot as RadixSlot } from 'radix-ui';

/**
 * Radix Slot (merges its props into its one child). It composes refs with hooks, which a Server
 * Component cannot run, so it lives behind this client boundary: `Button asChild` then still
 * renders in a server page (a Link styled as a button) and `buttonStyles` stays callable there.
 */
export const Slot = RadixSlot.Root;
