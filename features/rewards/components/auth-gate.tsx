'use client';

import type { ReactNode } from 'react';
import { LogInGate } from '@/features/session';

/** A rewards page's private part: its content for a logged-in user, the log-in prompt for a visitor. */
export function AuthGate({ children, prompt }: { children: ReactNode; prompt: string }) {
  return <LogInGate prompt={prompt}>{children}</LogInGate>;
}
