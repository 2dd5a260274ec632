import {
  DEPOSIT_STATUSES,
  WITHDRAW_STATUSES,
  type WireAssetHistoryInput,
  type WireHistoryPage,
  type WireHistoryRow,
} from '../../../lib/contract/wire/wallet';
import { isAccountType } from '../../../lib/contract/wire/accounts';
import { wordOf } from '../../../lib/contract/wire/words';
import type { Database } from '../../db/database';
import { money } from './wallet-common';

interface HistoryRow extends Record<string, unknown> {
  id: string;
  type: WireHistoryRow['type'];
  currency_id: number;
  amount: string;
  fee: string | null;
  status: string;
  network: string | null;
  address: string | null;
  tx_id: string | null;
  from_wallet: string | null;
  to_wallet: string | null;
  contract_id: number | null;
  account_type: number | null;
  time: string;
}

/**
 * Every way money entered or left the user's wallets, one list: deposits, withdrawals (as the
 * user sees them), transfers between the user's own wallets and trial fund / voucher grants (the
 * engine's commands, projected into `wallet_ledger`), and funding (`funding_payments`). Amounts in
 * minor units as text, so nothing passes through a float.
 */
const UNION = `
  select 'deposit:' || id as id, 'deposit' as type, currency_id, amount::text as amount,
         null::text as fee, case when status = 'credited' then 'credited' else 'pending' end as status,
         network, address, tx_id, null::text as from_wallet, null::text as to_wallet,
         null::int as contract_id, null::int as account_type, created_at as time
    from deposits where user_id = $1
  union all
  select 'withdraw:' || id, 'withdraw', currency_id, (-amount)::text, fee::text, status,
         network, address, tx_id, null, null, null, null, created_at
    from withdrawals
   where user_id = $1 and status in ('requested', 'processing', 'completed', 'cancelled', 'rejected')
  union all
  select kind || ':' || engine_seq, kind, 1, amount::text, null, 'completed',
         null, null, null, from_wallet, to_wallet, null, null, time
    from wallet_ledger where user_id = $1
  union all
  select 'funding:' || position_id || ':' || funding_time, 'funding', 1,
         (-(amount * 100000000))::bigint::text, null, 'completed',
         null, null, null, null, null, contract_id, account_type, funding_time
    from funding_payments where user_id = $1`;

type WalletRef = NonNullable<WireHistoryRow['detail']['from']>;

/** A wallet column: 'spot' or a futures account type (anything else is not a wallet). */
function wallet(value: string | null): WalletRef | undefined {
  if (value === null) return undefined;
  if (value === 'spot') return 'spot';
  const type = Number(value);
  return isAccountType(type) ? type : undefined;
}

const STATUSES = [...DEPOSIT_STATUSES, ...WITHDRAW_STATUSES] as const;

export async function assetHistory(
  database: Database,
  userId: number,
  input: WireAssetHistoryInput,
): Promise<WireHistoryPage> {
  const params: unknown[] = [userId];
  const where: string[] = [];
  if (input.type !== undefined) {
    params.push(input.type);
    where.push(`type = $${params.length}`);
  }
  if (input.currencyId !== undefined) {
    params.push(input.currencyId);
    where.push(`currency_id = $${params.length}`);
  }
  if (input.from !== undefined) {
    params.push(input.from);
    where.push(`time >= $${params.length}`);
  }
  if (input.to !== undefined) {
    params.push(input.to);
    where.push(`time <= $${params.length}`);
  }
  const filtered = `select * from (${UNION}) h ${where.length ? `where ${where.join(' and ')}` : ''}`;
  const [rows, totals] = await Promise.all([
    database.query<HistoryRow>(
      `select id, type, currency_id, amount, fee, status, network, address, tx_id, from_wallet,
              to_wallet, contract_id, account_type, time::text as time
         from (${filtered}) f order by f.time desc, f.id desc limit ${input.size}
        offset ${(input.page - 1) * input.size}`,
      params,
    ),
    database.query<{ n: string }>(`select count(*)::text as n from (${filtered}) f`, params),
  ]);
  return {
    list: rows.map((row) => {
      const detail: WireHistoryRow['detail'] = {};
      if (row.network !== null) detail.network = row.network;
      if (row.address !== null) detail.address = row.address;
      if (row.tx_id !== null) detail.txId = row.tx_id;
      const from = wallet(row.from_wallet);
      const to = wallet(row.to_wallet);
      if (from !== undefined) detail.from = from;
      if (to !== undefined) detail.to = to;
      if (row.contract_id !== null) detail.contractId = Number(row.contract_id);
      const accountType = row.account_type === null ? NaN : Number(row.account_type);
      if (isAccountType(accountType)) detail.accountType = accountType;
      return {
        id: row.id,
        type: row.type,
        currencyId: Number(row.currency_id),
        amount: money(BigInt(row.amount)),
        fee: row.fee === null ? null : money(BigInt(row.fee)),
        status: wordOf(STATUSES, row.status, 'asset history status'),
        detail,
        time: Number(row.time),
      };
    }),
    total: Number(totals[0]?.n ?? 0),
    page: input.page,
    size: input.size,
  };
}
