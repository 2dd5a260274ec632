/**
 * Contact details shown as exchanges show them: enough to recognise, not enough to copy.
 * `trader@example.com` → `tr***@example.com`, `+82 1012345678` → `+82 101****678`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMiddle(email);
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

/** The country dial code stays; of the number, the first three and last three digits. */
export function maskPhone(phone: string): string {
  const match = /^(\+\d{1,4})\s*(\d+)$/.exec(phone.trim());
  const dial = match?.[1];
  const number = match?.[2] ?? phone.trim();
  const masked = maskMiddle(number);
  return dial ? `${dial} ${masked}` : masked;
}

/** Keeps both ends and stars the middle; short texts keep only their first character. */
export function maskMiddle(text: string): string {
  if (text.length <= 4) return `${text.slice(0, 1)}${'*'.repeat(Math.max(text.length - 1, 3))}`;
  const keep = text.length >= 9 ? 3 : 2;
  return `${text.slice(0, keep)}****${text.slice(-keep)}`;
}

/** The anti-phishing code as the page shows it until asked: `Ab7K9x` → `Ab**9x` style. */
export function maskCode(code: string): string {
  if (code.length <= 4) return `${code.slice(0, 1)}${'*'.repeat(code.length - 1)}`;
  return `${code.slice(0, 2)}${'*'.repeat(code.length - 4)}${code.slice(-2)}`;
}

/** Spec §3: userName, else e-mail, else phone; the fallbacks masked as everywhere on the page. */
export function maskedDisplayName(info: {
  userName: string | null;
  email: string | null;
  phone: string | null;
}): string {
  if (info.userName) return info.userName;
  if (info.email) return maskEmail(info.email);
  if (info.phone) return maskPhone(info.phone);
  return '';
}
