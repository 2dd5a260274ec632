'use client';

import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { floatingPanelStyles } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

const ProviderPresent = createContext(false);

/**
 * Put once near the root so moving between tooltips skips the open delay. A `Tooltip` outside
 * any provider still works: it brings its own.
 */
export function TooltipProvider({
  children,
  delayDuration = 300,
}: {
  children: ReactNode;
  delayDuration?: number;
}) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <ProviderPresent.Provider value={true}>{children}</ProviderPresent.Provider>
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The hint; it becomes the trigger's accessible description while shown. */
  content: ReactNode;
  /** One focusable element (a button, a link): keyboard focus shows the tooltip too. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * A short hint shown on hover and on keyboard focus, hidden with Escape. Not for anything a touch
 * user must read: touch screens never show it.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  className,
}: TooltipProps) {
  const hasProvider = useContext(ProviderPresent);
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cn(floatingPanelStyles, 'max-w-xs px-2.5 py-1.5 text-xs', className)}
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
