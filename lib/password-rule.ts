/**
 * The password rule of spec §5: 8 to 20 characters with at least three of the four classes
 * (uppercase, lowercase, digit, special). Sign-up, recovery and the password change all check it
 * before the server does (server/auth/password.ts holds the same rule).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export interface PasswordCheck {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
  classes: number;
  ok: boolean;
}

export function checkPassword(password: string): PasswordCheck {
  const upper = /[A-Z]/.test(password);
  const lower = /[a-z]/.test(password);
  const digit = /[0-9]/.test(password);
  const special = /[^A-Za-z0-9]/.test(password);
  const classes = [upper, lower, digit, special].filter(Boolean).length;
  const length = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  return { length, upper, lower, digit, special, classes, ok: length && classes >= 3 };
}
