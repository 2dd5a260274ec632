import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wireTransferInputSchema } from '@/lib/contract/wire/trading-schemas';
import type { WireTransferInput } from '@/lib/contract/wire/trading';
import { MatchType, realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';
import { transferAnswerSchema, type TransferAnswer } from './schemas';

/** What a transfer sends: the contract's body (lib/contract/wire/trading-schemas). */
export type TransferInput = WireTransferInput;

/**
 * POST future/transfer. The form words the outcome itself: success, 1034 (KYC or futures not
 * opened) next to the form, any other refusal (101030400 insufficient balance) in a toast.
 */
export function transfer(input: TransferInput): Promise<TransferAnswer> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/transfer',
      method: 'POST',
      json: wireTransferInputSchema.parse(input),
      messages: 'none',
    },
    transferAnswerSchema,
  );
}

/** Query keys holding a wallet figure: read again after a transfer. */
const BALANCE_QUERY_KEYS = [
  ['wallet', 'snapshot'],
  ['wallet', 'history'],
  // The ledger's rows and balances after them (the answer waits until they are written).
  ['wallet', 'ledger'],
  ['wallet', 'withdraw', 'info'],
  // The trading screen's own reads of the same wallets (features/futures/api).
  ['futures', 'accounts'],
  ['futures', 'spot-balance'],
];

/**
 * Both wallets changed: the answer's balances go into the realtime store at once (the 3002
 * frames that follow say the same), and every query holding a wallet figure is read again. The
 * transfer is done when the server answers: the user is told then, not once six reads are back
 * (a read that failed and was retried held the confirmation for seconds, under load past ten).
 */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'transfer'],
    mutationFn: transfer,
    onSuccess: (answer) => {
      realtimeStore.getState().messagesReceived([
        {
          topic: Topic.match,
          payload: { type: MatchType.balanceUpdate, data: answer.balances },
        },
      ]);
      for (const queryKey of BALANCE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
