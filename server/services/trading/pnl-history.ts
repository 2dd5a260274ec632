import { usdt, type AccountType } from '../../engine';
import type { Database } from '../../db/database';
import { money } from '../../engine-runtime/units';
import type { WirePnlFigures, WirePnlSummary } from '../../../lib/contract/wire/wallet';

const DAY_MS = 86_400_000;

/** The PnL history's ranges: today, the last 7 and the last 30 UTC days (today included). */
export const PNL_RANGES = { '1d': 1, '1w': 7, '1m': 30 } as const;
export type PnlRange = keyof typeof PNL_RANGES;

export interface PnlHistoryQuery {
  range: PnlRange;
  accountType?: AccountType | undefined;
}

interface DayRow extends Record<string, unknown> {
  day: string;
  realized: string;
  fees: string;
  funding: string;
}

/**
 * Each position's change per command is its totals minus its previous row's (a baseline row with
 * no previous one is where counting starts; a change row with none is a new position, from 0).
 */
const DAYS_SQL = `
select (c.time / ${DAY_MS}) * ${DAY_MS} as day,
  sum(c.realized)::text as realized, sum(c.fees)::text as fees, sum(c.funding)::text as funding
from (
  select time,
    realized_pnl - coalesce(lag(realized_pnl) over w, case when baseline then realized_pnl else 0 end) as realized,
    fees - coalesce(lag(fees) over w, case when baseline then fees else 0 end) as fees,
    funding - coalesce(lag(funding) over w, case when baseline then funding else 0 end) as funding
  from position_pnl_history
  where user_id = $1 and time < $3 and ($4::smallint is null or account_type = $4::smallint)
    and position_id in (
      select position_id from position_pnl_history
      where user_id = $1 and time >= $2 and time < $3
    )
  window w as (partition by position_id order by engine_seq)
) c
where c.time >= $2
group by 1`;

function figures(realized: bigint, fees: bigint, fundingPaid: bigint): WirePnlFigures {
  const funding = -fundingPaid;
  return {
    realizedPnl: money(realized),
    fees: money(fees),
    funding: money(funding),
    net: money(realized - fees + funding),
  };
}

/**
 * `future/pnl/history`: the caller's realized PnL per UTC day with the fees and funding of the
 * same positions, from the read model's position PnL rows (kept since migration 0006). Every day
 * of the range appears, newest first. `fees` are paid (maker rebates negative); `funding` is the
 * wallet's view (received positive, paid negative); `net` = realizedPnl − fees + funding.
 */
export async function pnlHistory(
  database: Database,
  now: number,
  userId: number,
  q: PnlHistoryQuery,
): Promise<WirePnlSummary> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const from = today - (PNL_RANGES[q.range] - 1) * DAY_MS;
  const to = today + DAY_MS;
  const rows = await database.query<DayRow>(DAYS_SQL, [userId, from, to, q.accountType ?? null]);
  const byDay = new Map(rows.map((r) => [Number(r.day), r]));
  const total = { realized: 0n, fees: 0n, funding: 0n };
  const list = [];
  for (let day = today; day >= from; day -= DAY_MS) {
    const r = byDay.get(day);
    const realized = r ? usdt(r.realized) : 0n;
    const fees = r ? usdt(r.fees) : 0n;
    const funding = r ? usdt(r.funding) : 0n;
    total.realized += realized;
    total.fees += fees;
    total.funding += funding;
    list.push({ day, ...figures(realized, fees, funding) });
  }
  return {
    range: q.range,
    from,
    to,
    list,
    total: figures(total.realized, total.fees, total.funding),
  };
}
