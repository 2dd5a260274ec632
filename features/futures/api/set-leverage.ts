import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  wireLeverageInputSchema,
  wirePositionSettingsSchema,
} from '@/lib/contract/wire/trading-schemas';
import type { WireLeverageInput, WirePositionSettings } from '@/lib/contract/wire/trading';
import { http } from '@/lib/http';
import { getPrivateConfigsQueryOptions } from './get-private-configs';

/** What it sends and answers: the contract's (lib/contract/wire/trading). */
export type PositionSettings = WirePositionSettings;
export type SetLeverageInput = WireLeverageInput;

/** POST future/leverage; 1032 when above the risk tier's maximum (shown as a toast). */
export function setLeverage(input: SetLeverageInput): Promise<PositionSettings> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/leverage',
      method: 'POST',
      json: wireLeverageInputSchema.parse(input),
      messages: 'errors-only',
    },
    wirePositionSettingsSchema,
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
