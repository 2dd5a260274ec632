/**
 * An e-mail address and a mobile number as the exchange takes them (spec §5): the server's
 * identity parsing, the listing application and every form of the web app that asks for one.
 */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
/** The national number: digits only and never a leading 0. */
export const MOBILE_PATTERN = /^[1-9]\d{3,14}$/;
