import { EMAIL_PATTERN as EMAIL, MOBILE_PATTERN as MOBILE } from '../../lib/contract/contact';
import type { WireIdentityInput } from '../../lib/contract/wire/user';
import { AuthCode, AuthError } from './errors';

/** An account is named by e-mail, or by country dial code plus a national mobile number. */
export type Identity =
  | { kind: 'email'; email: string; target: string }
  | { kind: 'mobile'; dialCode: string; mobile: string; target: string };

const DIAL = /^\+?[1-9]\d{0,3}$/;

export function parseEmail(raw: string | undefined): Identity {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) throw new AuthError(AuthCode.accountEmpty, 'e-mail or phone is empty');
  if (email.length > 254 || !EMAIL.test(email)) {
    throw new AuthError(AuthCode.invalidEmail, 'invalid e-mail format');
  }
  return { kind: 'email', email, target: email };
}

export function parseMobile(rawDial: string | undefined, rawMobile: string | undefined): Identity {
  const dial = (rawDial ?? '').trim().replace(/^\+/, '');
  const mobile = (rawMobile ?? '').trim().replace(/[\s-]/g, '');
  if (!dial) throw new AuthError(AuthCode.regionEmpty, 'region (dial code) is empty');
  if (!mobile) throw new AuthError(AuthCode.accountEmpty, 'e-mail or phone is empty');
  if (!DIAL.test(dial)) throw new AuthError(AuthCode.regionEmpty, 'unknown dial code');
  if (!MOBILE.test(mobile)) {
    throw new AuthError(AuthCode.invalidMobile, 'mobile number format is invalid');
  }
  return { kind: 'mobile', dialCode: `+${dial}`, mobile, target: `+${dial}${mobile}` };
}

/** Either form, as login and recovery accept both (the body: the contract's wireIdentityInputSchema). */
export function parseIdentity(fields: WireIdentityInput): Identity {
  if (fields.email) return parseEmail(fields.email);
  if (fields.mobile || fields.dialCode) return parseMobile(fields.dialCode, fields.mobile);
  throw new AuthError(AuthCode.accountEmpty, 'e-mail or phone is empty');
}

/** For messages and logs: "j***@example.com", "+82 10****78". Never the whole address. */
export function maskTarget(identity: Identity): string {
  if (identity.kind === 'email') {
    const [local = '', domain = ''] = identity.email.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  const m = identity.mobile;
  return `${identity.dialCode} ${m.slice(0, 2)}****${m.slice(-2)}`;
}
