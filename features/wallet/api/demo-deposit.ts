import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireDemoDepositInput } from '@/lib/contract/wire/wallet';
import { wireDemoDepositInputSchema } from '@/lib/contract/wire/wallet-schemas';
import { http } from '@/lib/http';
import { depositSchema, type Deposit } from './schemas';

/**
 * POST asset/deposit/demo: a simulated deposit to the user's address, confirmed over about 30 s.
 * Only a server with the demo source on has it (404 otherwise, which the caller handles: no toast).
 */
export function sendDemoDeposit(input: WireDemoDepositInput): Promise<Deposit> {
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/deposit/demo',
      method: 'POST',
      json: wireDemoDepositInputSchema.parse(input),
      messages: 'none',
    },
    depositSchema,
  );
}

export function useDemoDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'deposit', 'demo'],
    mutationFn: sendDemoDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet', 'history'] }),
  });
}
