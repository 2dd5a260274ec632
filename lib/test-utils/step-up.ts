// The step-up as component tests meet it: the server's answers, and a user answering the dialog.
import { screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import en from '@/messages/en.json';

const sv = en.SecurityVerification;

export const STEP_UP_TOKEN = 'step-up-token-0123456789abcdef';
export const STEP_UP_PASSWORD = 'Abcdef12!';

/** What user/security/stepUp answers: a token good for 5 minutes from `now`. */
export function stepUpGrant(now = Date.now(), token = STEP_UP_TOKEN) {
  return { stepUpToken: token, expiresAt: now + 5 * 60_000 };
}

/**
 * Answers the open step-up dialog as a user does: the login password, the code (after pressing
 * "Send code" when the account has no authenticator and `send` is asked), then Confirm.
 */
export async function passStepUp(
  user: ReturnType<typeof userEvent.setup>,
  { password = STEP_UP_PASSWORD, code = '123456', send = false } = {},
): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: sv.title });
  await user.type(await within(dialog).findByLabelText(sv.password), password);
  if (send) await user.click(within(dialog).getByRole('button', { name: sv.send }));
  const codeField = within(dialog).getByLabelText(
    new RegExp(`^(${sv.authenticatorLabel}|${sv.emailCodeLabel}|${sv.smsCodeLabel})$`),
  );
  await user.type(codeField, code);
  await user.click(within(dialog).getByRole('button', { name: sv.submit }));
  return dialog;
}
