import type { UserInfo } from '@/features/session';
import type { CodeChannel } from '../api/send-security-code';
import { maskEmail, maskPhone } from '@/lib/mask';

/**
 * The second factor the server asks for a sensitive change (user/password/update,
 * user/antiPhishing/update, user/apiKey/create): the authenticator's code when one is bound, else
 * a code sent to the account's e-mail, or its phone when it has no e-mail (server/auth/accounts.ts
 * `codeChannelOf`).
 */
export type SecondFactor =
  { kind: 'authenticator' } | { kind: 'code'; channel: CodeChannel; target: string };

export function secondFactorOf(
  info: Pick<UserInfo, 'googleBound' | 'email' | 'phone'>,
): SecondFactor {
  if (info.googleBound) return { kind: 'authenticator' };
  if (info.email) return { kind: 'code', channel: 'email', target: maskEmail(info.email) };
  return { kind: 'code', channel: 'sms', target: maskPhone(info.phone ?? '') };
}
