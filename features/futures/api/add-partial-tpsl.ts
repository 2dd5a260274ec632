import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  wirePartialTpSlAnswerSchema,
  wirePartialTpSlInputSchema,
} from '@/lib/contract/wire/trading-schemas';
import type { WirePartialTpSlInput } from '@/lib/contract/wire/trading';
import { MatchType, realtimeStore } from '@/features/realtime';
import { http } from '@/lib/http';
import { Topic } from '@/lib/socket/protocol';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type AddPartialTpslInput = WirePartialTpSlInput;

/**
 * POST future/position/tpsl/partial: the position and the pair's two legs, linked
 * one-cancels-other (`ocoOrderId`): when one fires or is cancelled, the other is cancelled too.
 */
export function addPartialTpsl(input: AddPartialTpslInput) {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/position/tpsl/partial',
      method: 'POST',
      json: wirePartialTpSlInputSchema.parse(input),
      messages: 'all',
    },
    wirePartialTpSlAnswerSchema,
  );
}

export function useAddPartialTpsl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'positions', 'tpsl', 'partial'],
    mutationFn: addPartialTpsl,
    // The legs join the open-order map at once (3016 says the same a moment later).
    onSuccess: ({ orders }) =>
      realtimeStore
        .getState()
        .messagesReceived([
          { topic: Topic.match, payload: { type: MatchType.conditionalOrderUpdate, data: orders } },
        ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['futures', 'history'] }),
  });
}
