import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  wireMarginModeInputSchema,
  wirePositionSettingsSchema,
} from '@/lib/contract/wire/trading-schemas';
import type { WireMarginModeInput } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { getPrivateConfigsQueryOptions } from './get-private-configs';
import type { PositionSettings } from './set-leverage';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type SetMarginModeInput = WireMarginModeInput;

/** POST future/marginMode; the server's refusal (open position, bonus account) is a toast. */
export function setMarginMode(input: SetMarginModeInput): Promise<PositionSettings> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/marginMode',
      method: 'POST',
      json: wireMarginModeInputSchema.parse(input),
      messages: 'errors-only',
    },
    wirePositionSettingsSchema,
  );
}

export function useSetMarginMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'margin-mode'],
    mutationFn: setMarginMode,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPrivateConfigsQueryOptions().queryKey }),
  });
}
