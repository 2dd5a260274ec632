import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { getPrivateConfigsQueryOptions } from './get-private-configs';

export const setPositionModeInputSchema = z.object({
  hedge: z.boolean(),
  accountType: z.literal(1),
});
export type SetPositionModeInput = z.infer<typeof setPositionModeInputSchema>;

export const positionModeAnswerSchema = z.object({
  accountType: z.number().int(),
  hedge: z.boolean(),
});
export type PositionModeAnswer = z.infer<typeof positionModeAnswerSchema>;

/**
 * POST future/positionMode. The server refuses while positions or open orders exist; the caller
 * shows its message next to the switch, so no toast here.
 */
export function setPositionMode(input: SetPositionModeInput): Promise<PositionModeAnswer> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/positionMode',
      method: 'POST',
      json: setPositionModeInputSchema.parse(input),
      messages: 'none',
    },
    positionModeAnswerSchema,
  );
}

export function useSetPositionMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'position-mode'],
    mutationFn: setPositionMode,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPrivateConfigsQueryOptions().queryKey }),
  });
}
