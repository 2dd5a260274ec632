import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http';
import { decimalStringSchema } from '@/lib/schemas/decimal';
import { getAccountsQueryOptions } from './get-accounts';
import { getSpotBalanceQueryOptions } from './get-spot-balance';

/** A wallet: the spot wallet, or a futures account type (1 futures, 10 bonus, 11 follow, 30 grants). */
export const walletSchema = z.union([
  z.literal('spot'),
  z.literal(1),
  z.literal(10),
  z.literal(11),
  z.literal(30),
]);
export type Wallet = z.infer<typeof walletSchema>;

export const transferInputSchema = z
  .object({
    from: walletSchema,
    to: walletSchema,
    currencyId: z.literal(1),
    amount: z.string().regex(/^\d+(\.\d{1,8})?$/),
  })
  .refine((input) => input.from !== input.to, { path: ['to'] });
export type TransferInput = z.infer<typeof transferInputSchema>;

export const transferAnswerSchema = z.object({
  from: z.union([z.string(), z.number()]),
  to: z.union([z.string(), z.number()]),
  currencyId: z.number(),
  amount: decimalStringSchema,
  balances: z.array(z.looseObject({})),
});
export type TransferAnswer = z.infer<typeof transferAnswerSchema>;

/** POST future/transfer; 101030400 insufficient balance (a toast with the code's message). */
export function transfer(input: TransferInput): Promise<TransferAnswer> {
  return http.fetch(
    {
      base: 'futures',
      path: 'future/transfer',
      method: 'POST',
      json: transferInputSchema.parse(input),
      messages: 'errors-only',
    },
    transferAnswerSchema,
  );
}

/** Both wallets changed: the spot balance and the futures accounts are read again. */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['futures', 'transfer'],
    mutationFn: transfer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAccountsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getSpotBalanceQueryOptions().queryKey }),
      ]),
  });
}
