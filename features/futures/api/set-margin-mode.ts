import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { getPrivateConfigsQueryOptions } from './get-private-configs';
import { positionSettingsSchema, type PositionSettings } from './set-leverage';

export const setMarginModeInputSchema = z.object({
  contractId: z.number().int().positive(),
  isolated: z.boolean(),
  accountType: z.literal(1),
});
export type SetMarginModeInput = z.infer<typeof setMarginModeInputSchema>;

/** POST future/marginMode; the server's refusal (open position, bonus account) is a toast. */
export function setMarginMode(input: SetMarginModeInput): Promise<PositionSettings> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/marginMode',
      method: 'POST',
      json: setMarginModeInputSchema.parse(input),
      messages: 'errors-only',
    },
    positionSettingsSchema,
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
