/**
 * An e-mail address and a phone number as the server takes them (spec §5), for every form that
 * asks for one: sign-up, login, recovery, adding or changing the account's e-mail or phone.
 */
export { EMAIL_PATTERN, MOBILE_PATTERN } from '@/lib/contract/contact';

/**
 * The dial code of the page language's main market (Korea, Japan, Taiwan). English is read
 * everywhere, so no country is guessed for it: the user picks one.
 */
export function defaultDialCode(locale: string): string {
  return ({ ko: '+82', ja: '+81', 'zh-hant': '+886' } as Record<string, string>)[locale] ?? '';
}
