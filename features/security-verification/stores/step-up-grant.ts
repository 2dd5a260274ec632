import { getToken, onSessionCleared } from '@/lib/session';
import type { StepUpGrant } from '../api/step-up';

/**
 * The last step-up of this tab, in memory only (never storage: a token that makes security
 * changes must not outlive the page). It is good for the session that asked for it, until its
 * expiry; a little before, so a change sent in the last seconds is not refused on the way.
 */
const EXPIRY_MARGIN_MS = 5_000;

interface HeldGrant extends StepUpGrant {
  /** The session token it was made for: another login in this tab cannot use it. */
  session: string | null;
}

let held: HeldGrant | null = null;

/** The step-up token while it is still good for this session, else null. */
export function liveStepUpToken(now = Date.now()): string | null {
  if (!held) return null;
  if (held.session !== getToken() || held.expiresAt - EXPIRY_MARGIN_MS <= now) {
    held = null;
    return null;
  }
  return held.stepUpToken;
}

let listening = false;

export function stepUpGranted(grant: StepUpGrant): void {
  held = { ...grant, session: getToken() };
  // Logout and forced logout drop it (subscribed on first use, not when the module loads).
  if (!listening) {
    listening = true;
    onSessionCleared(forgetStepUp);
  }
}

/**
 * Drops the token: the server refused it (102500003), or a password or factor change just ended
 * every step-up of the user.
 */
export function forgetStepUp(): void {
  held = null;
}
