/**
 * A message for the page after the reload that ends a session (the password change logs out as a
 * 401 does, which reloads): kept in this tab's session storage and read once.
 */
export type AccountNotice = 'password-changed';

const KEY = 'account.notice';

export function leaveAccountNotice(notice: AccountNotice): void {
  try {
    sessionStorage.setItem(KEY, notice);
  } catch {
    // Storage refused (private mode): the page simply says nothing after the reload.
  }
}

/** Read once per page load: a second call (React may call an initializer twice) gets the same. */
let taken: { notice: AccountNotice | null } | undefined;

export function takeAccountNotice(): AccountNotice | null {
  taken ??= { notice: readAndForget() };
  return taken.notice;
}

function readAndForget(): AccountNotice | null {
  try {
    const notice = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return notice === 'password-changed' ? notice : null;
  } catch {
    return null;
  }
}
