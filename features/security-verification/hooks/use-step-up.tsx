'use client';

import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { StepUpDialog } from '../components/step-up-dialog';
import { forgetStepUp, liveStepUpToken, stepUpGranted } from '../stores/step-up-grant';
import { STEP_UP_REQUIRED, errorCodeOf } from '../utils/errors';

/** The user closed the step-up dialog: the change is not made, and nothing needs saying. */
export class StepUpCancelled extends Error {
  override readonly name = 'StepUpCancelled';
  constructor() {
    super('step-up cancelled');
  }
}

export function isStepUpCancelled(error: unknown): error is StepUpCancelled {
  return error instanceof StepUpCancelled;
}

export interface RunOptions {
  /**
   * The change is a password or factor change (authenticator, e-mail, phone): the server ends
   * every step-up of the user with it, so the token is dropped here too.
   */
  endsStepUps?: boolean;
}

export interface StepUp {
  /**
   * Makes a security change with a step-up token: the one this session got within the last 5
   * minutes, else one the dialog asks for. When the server refuses the token (102500003: expired,
   * or ended by another change) it is dropped and the dialog asks again, once. Rejects with
   * StepUpCancelled when the user closes the dialog, and with the change's own error otherwise.
   */
  run<T>(change: (stepUpToken: string) => Promise<T>, options?: RunOptions): Promise<T>;
  /** A live step-up token, asking for one when there is none (a flow that shows more first). */
  confirm(): Promise<string>;
  /** The dialog: render it once where the hook is used (it shows only while asking). */
  dialog: ReactElement;
}

interface Asking {
  again: boolean;
  /** What had the focus when the dialog opened (a form's submit button): it gets it back. */
  opener: HTMLElement | null;
  resolve: (token: string) => void;
  reject: (error: Error) => void;
}

/**
 * The step-up before a security change: the password and the current second factor, asked in one
 * dialog. The token is kept in memory for this session until it expires, so several changes
 * within 5 minutes ask once.
 */
export function useStepUp(): StepUp {
  const [asking, setAsking] = useState<Asking | null>(null);
  const askingRef = useRef<Asking | null>(null);

  const ask = useCallback(
    (again: boolean) =>
      new Promise<string>((resolve, reject) => {
        // A second request while one is asking takes its place; the first is cancelled.
        askingRef.current?.reject(new StepUpCancelled());
        const active = typeof document === 'undefined' ? null : document.activeElement;
        const opener = active instanceof HTMLElement ? active : null;
        const next = { again, opener, resolve, reject };
        askingRef.current = next;
        setAsking(next);
      }),
    [],
  );

  const confirm = useCallback(() => {
    const live = liveStepUpToken();
    return live ? Promise.resolve(live) : ask(false);
  }, [ask]);

  const run = useCallback(
    async <T,>(change: (stepUpToken: string) => Promise<T>, options: RunOptions = {}) => {
      let result: T;
      try {
        result = await change(await confirm());
      } catch (error) {
        if (errorCodeOf(error) !== STEP_UP_REQUIRED) throw error;
        forgetStepUp();
        result = await change(await ask(true));
      }
      if (options.endsStepUps) forgetStepUp();
      return result;
    },
    [ask, confirm],
  );

  // A screen that goes away while asking leaves no caller waiting for ever.
  useEffect(
    () => () => {
      askingRef.current?.reject(new StepUpCancelled());
      askingRef.current = null;
    },
    [],
  );

  const settle = (outcome: { token: string } | { cancelled: true }) => {
    const current = askingRef.current;
    askingRef.current = null;
    setAsking(null);
    if (!current) return;
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(new StepUpCancelled());
  };

  const dialog = (
    <StepUpDialog
      open={asking !== null}
      again={asking?.again ?? false}
      returnFocusTo={asking?.opener ?? null}
      onConfirmed={(grant) => {
        stepUpGranted(grant);
        settle({ token: grant.stepUpToken });
      }}
      onCancel={() => settle({ cancelled: true })}
    />
  );
  return { run, confirm, dialog };
}
