import type { UserInfo } from '@/features/session';
import { maskEmail, maskPhone } from '@/lib/mask';
import type { CodeChannel } from '../api/send-security-code';

/**
 * The second factor the step-up asks for: the authenticator's code when one is bound, else a code
 * sent to the account's e-mail, or its phone when it has no e-mail (the server's rule, from
 * user/base/info `googleBound`).
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
