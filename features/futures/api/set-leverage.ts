import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { getPrivateConfigsQueryOptions } from './get-private-configs';

/** What future/leverage and future/marginMode answer: the contract's position config. */
export const positionSettingsSchema = z.object({
  accountType: z.number().int(),
  contractId: z.number().int(),
  isolated: z.boolean(),
  leverage: z.number(),
  hedge: z.boolean(),
});
export type PositionSettings = z.infer<typeof positionSettingsSchema>;

export const setLeverageInputSchema = z.object({
  contractId: z.number().int().positive(),
  leverage: z.number().int().min(1),
  accountType: z.union([z.literal(1), z.literal(10)]),
});
export type SetLeverageInput = z.infer<typeof setLeverageInputSchema>;

/** POST future/leverage; 1032 when above the risk tier's maximum (shown as a toast). */
export function setLeverage(input: SetLeverageInput): Promise<PositionSettings> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/leverage',
      method: 'POST',
      json: setLeverageInputSchema.parse(input),
      messages: 'errors-only',
    },
    positionSettingsSchema,
  );
}

/** The position configs live in configs/private: read again once the leverage changed. */
export function useSetLeverage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'leverage'],
    mutationFn: setLeverage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPrivateConfigsQueryOptions().queryKey }),
  });
}
