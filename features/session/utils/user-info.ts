import type { UserInfo } from '../api/get-user-info';

/** Display name: userName, else email, else phone. */
export function displayNameOf(
  info: Pick<UserInfo, 'userName' | 'email' | 'phone'> | null | undefined,
): string {
  if (!info) return '';
  return info.userName || info.email || info.phone || '';
}

/** Level-1 (simpleStatus) or level-2 (superStatus) verified. */
export function isIdentityVerified(
  info: Pick<UserInfo, 'simpleStatus' | 'superStatus'> | null | undefined,
): boolean {
  return info?.simpleStatus === 1 || info?.superStatus === 1;
}
