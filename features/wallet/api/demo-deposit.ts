import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { depositSchema, type Deposit } from './schemas';

export const demoDepositInputSchema = z.object({
  currencyId: z.number().int().positive(),
  network: z.string().min(1),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/),
});
export type DemoDepositInput = z.infer<typeof demoDepositInputSchema>;

/**
 * POST asset/deposit/demo: a simulated deposit to the user's address, confirmed over about 30 s.
 * Only a server with the demo source on has it (404 otherwise, which the caller handles: no toast).
 */
export function sendDemoDeposit(input: DemoDepositInput): Promise<Deposit> {
  return http.fetch(
    {
      base: 'v2',
      path: 'asset/deposit/demo',
      method: 'POST',
      json: demoDepositInputSchema.parse(input),
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
