'use client';

import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';

/**
 * A row's cancel button: it sends the cancel and, once it went through, says so in a toast. A
 * refusal's toast comes from the request.
 */
export function CancelButton({
  label,
  pending,
  cancel,
  children,
}: {
  /** Names what it cancels, for screen readers ("Cancel order 12"). */
  label: string;
  pending: boolean;
  /** Sends the cancel; resolves to what the toast says. */
  cancel: () => Promise<string>;
  children: string;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={label}
      loading={pending}
      // A promise, not a mutation's callbacks: the answer removes the order's row, and with it
      // this button, before a per-call onSuccess would run.
      onClick={() =>
        cancel()
          .then((message) => toast({ message, tone: 'success' }))
          .catch(() => undefined)
      }
    >
      {children}
    </Button>
  );
}
