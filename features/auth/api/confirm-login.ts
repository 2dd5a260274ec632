import { useMutation } from '@tanstack/react-query';
import { postV2 } from '@/lib/http/post-v2';
import { sessionGrantSchema, type SessionGrant } from './schemas';
import type { WireTicketCodeInput } from '@/lib/contract/wire/user';
import { wireTicketCodeInputSchema } from '@/lib/contract/wire/user-schemas';
import { useStartSession } from './session-grant';

/** POST user/login/confirm: second login step, the code for the ticket. No toast: the screen shows the outcome. */
export function confirmLogin(input: WireTicketCodeInput): Promise<SessionGrant> {
  return postV2(
    'user/login/confirm',
    { schema: wireTicketCodeInputSchema, value: input },
    sessionGrantSchema,
    'none',
  );
}

/** Logs in: stores the granted token and drops what was cached for the previous visitor. */
export function useConfirmLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationKey: ['auth', 'confirm-login'],
    mutationFn: confirmLogin,
    onSuccess: startSession,
  });
}
