import { maskedDisplayName } from '@/lib/mask';
import type { UserInfo } from '../api/get-user-info';

/**
 * Display name: userName, else the e-mail, else the phone, the fallbacks masked as the account
 * page masks them (the header is seen over a shoulder or in a screen share as much as that page).
 */
export function displayNameOf(
  info: Pick<UserInfo, 'userName' | 'email' | 'phone'> | null | undefined,
): string {
  return info ? maskedDisplayName(info) : '';
}

/** Level-1 (simpleStatus) or level-2 (superStatus) verified. */
export function isIdentityVerified(
  info: Pick<UserInfo, 'simpleStatus' | 'superStatus'> | null | undefined,
): boolean {
  return info?.simpleStatus === 1 || info?.superStatus === 1;
}
