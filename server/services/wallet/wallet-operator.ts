import { z } from 'zod';
import type { OperatorHandler } from '../../auth/operator-channel';
import { withdrawalView, type WithdrawalService } from './withdrawal-service';

/**
 * The withdrawal commands on the operator socket (server/auth/operator-channel.ts), asked by
 * `server/cli/withdraw.ts` while the server runs: list what is open, approve a large withdrawal,
 * reject one with a reason (the amount goes back to the user's spot wallet, once).
 */
export const WITHDRAW_OPERATOR_ROUTES = {
  list: '/withdraw/list',
  approve: '/withdraw/approve',
  reject: '/withdraw/reject',
} as const;

export const approveRequestSchema = z.object({ id: z.number().int().positive() });
export const rejectRequestSchema = z.object({
  id: z.number().int().positive(),
  reason: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .refine((reason) => !reason.includes('\u0000')),
});

export const operatorWithdrawalSchema = z.object({
  id: z.number(),
  userId: z.number(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  receiveAmount: z.string(),
  status: z.string(),
  needsApproval: z.boolean(),
  approved: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.number(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

export const listAnswerSchema = z.object({ withdrawals: z.array(operatorWithdrawalSchema) });
export const decisionAnswerSchema = z.object({
  done: z.boolean(),
  withdrawal: operatorWithdrawalSchema.nullable(),
});

type Row = Awaited<ReturnType<WithdrawalService['open']>>[number];

function view(row: Row): OperatorWithdrawal {
  const { id, network, address, amount, fee, receiveAmount, status, needsApproval, reason } =
    withdrawalView(row);
  return {
    id,
    userId: row.userId,
    network,
    address,
    amount,
    fee,
    receiveAmount,
    status,
    needsApproval,
    approved: row.approvedAt !== null,
    reason,
    createdAt: row.createdAt,
  };
}

export function walletOperatorHandler(withdrawals: WithdrawalService): OperatorHandler {
  return async ({ method, url, body }) => {
    if (method !== 'POST') return undefined;
    switch (url) {
      case WITHDRAW_OPERATOR_ROUTES.list:
        return { status: 200, body: { withdrawals: (await withdrawals.open()).map(view) } };
      case WITHDRAW_OPERATOR_ROUTES.approve: {
        const parsed = approveRequestSchema.safeParse(await body());
        if (!parsed.success) return { status: 400, body: { error: 'expected { id }' } };
        const row = await withdrawals.approve(parsed.data.id);
        return {
          status: 200,
          body: { done: row !== undefined, withdrawal: row ? view(row) : null },
        };
      }
      case WITHDRAW_OPERATOR_ROUTES.reject: {
        const parsed = rejectRequestSchema.safeParse(await body());
        if (!parsed.success) return { status: 400, body: { error: 'expected { id, reason }' } };
        const row = await withdrawals.reject(parsed.data.id, parsed.data.reason);
        return {
          status: 200,
          body: { done: row !== undefined, withdrawal: row ? view(row) : null },
        };
      }
      default:
        return undefined;
    }
  };
}
