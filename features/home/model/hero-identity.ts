import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@/lib/contact-rules';

/**
 * What a visitor typed into the hero's "E-mail or mobile number" box, sorted for the sign-up
 * page: an e-mail when it has an @, otherwise a mobile number (the country code is chosen on the
 * sign-up page). The patterns are the sign-up form's and the server's, so what passes here is
 * accepted there.
 */

export type HeroIdentity = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };
export type HeroIdentityError = 'empty' | 'invalid';

const emailSchema = z.string().max(254).regex(EMAIL_PATTERN);
/**
 * A national number as people write it: spaces, dashes, dots and brackets are dropped, and so is
 * the one trunk 0 in front ("010-1234-5678" is 1012345678 after +82).
 */
const mobileSchema = z
  .string()
  .transform((value) => value.replace(/[\s\-.()]/g, '').replace(/^0/, ''))
  .pipe(z.string().regex(MOBILE_PATTERN));

export function parseHeroIdentity(
  raw: string,
): { ok: true; identity: HeroIdentity } | { ok: false; error: HeroIdentityError } {
  const value = raw.trim();
  if (!value) return { ok: false, error: 'empty' };
  const kind = value.includes('@') ? 'email' : 'mobile';
  const parsed = (kind === 'email' ? emailSchema : mobileSchema).safeParse(value);
  return parsed.success
    ? { ok: true, identity: { kind, value: parsed.data } }
    : { ok: false, error: 'invalid' };
}

/** The sign-up page with the value in its tab's field: `/sign-up?email=…` or `?mobile=…`. */
export function signUpHref(identity: HeroIdentity): string {
  return `/sign-up?${new URLSearchParams({ [identity.kind]: identity.value }).toString()}`;
}
