'use client';

import { useEffect, useRef } from 'react';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { toast } from '@/components/toast';

/**
 * A failed read says so in a toast, once per failure (the page shows its empty or retry state
 * beside it). POST results are toasted by the http client's bridge; reads are not.
 */
export function useQueryErrorToast(error: unknown): void {
  const errorText = useApiErrorText();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast({ message: errorText(error), tone: 'error' });
  }, [error, errorText]);
}
