/**
 * Does the simulated market agree with itself (issue 33, "The simulated market")? Starts the
 * server in-process as the demo runs it (simulator, market makers, a day of simulated history,
 * WEB=off), lets the makers and takers trade for a few minutes, then compares per contract the
 * average one-minute candle volume of the simulated history with that of the live minutes (whole
 * minutes of trades only), both as traded value (volume × close, USDT). Also prints each
 * contract's insurance fund, how many funding settlements the history holds, and the 24 h volume and
 * open interest the overview serves (both in the base asset).
 * Usage: npx tsx bench/simulated-market.ts [minutes=4]
 * Last line: RESULT median_ratio=… min_ratio=… max_ratio=… (history ÷ live, per contract)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contractCode, contracts } from '../lib/contract/reference-data';
import { loadConfig } from '../server/config';
import { startExchangeServer } from '../server/http-server';
import { createLogger } from '../server/logger';

const minutes = Number(process.argv[2] ?? 4);
const ONE_MINUTE = 60_000;

interface MinuteAverage extends Record<string, unknown> {
  instrument_id: number;
  source: string;
  minutes: string | number;
  value: string | number;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'exch-bench-market-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB: 'off',
    LOG_LEVEL: 'warn',
    CANDLE_BACKFILL_DAYS: '1',
    DEV_DELIVERY: 'on',
  });
  const server = await startExchangeServer({ config, log: createLogger(config.logLevel) });
  const started = Date.now();
  try {
    console.log(`trading for ${minutes} min…`);
    await new Promise((resolve) => setTimeout(resolve, minutes * ONE_MINUTE));
    // Whole live minutes only: from the first minute that began after the start (the makers
    // quote at once), up to the open one.
    const firstWhole = Math.ceil(started / ONE_MINUTE) * ONE_MINUTE;
    const lastOpen = Math.floor(Date.now() / ONE_MINUTE) * ONE_MINUTE;
    const rows = await server.database.query<MinuteAverage>(
      `select instrument_id, source, count(*) as minutes, avg(volume * close) as value
         from candles
        where market = 'future' and period_ms = $1
          and (source = 'simulated' or (source = 'trades' and open_time >= $2 and open_time < $3))
        group by instrument_id, source`,
      [ONE_MINUTE, firstWhole, lastOpen],
    );
    const funding = await server.database.query<{ contract_id: number; n: string | number }>(
      'select contract_id, count(*) as n from funding_rate_history group by contract_id',
    );
    const ratios: number[] = [];
    const indicators = server.exchange?.marketState.indicators() ?? [];
    console.log(
      'contract   history USDT/min  live USDT/min  ratio  live minutes  insurance fund  funding rows  24h volume  open interest',
    );
    for (const c of contracts) {
      const of = (source: string) =>
        rows.find((r) => r.instrument_id === c.contractId && r.source === source);
      const history = Number(of('simulated')?.value ?? 0);
      const live = Number(of('trades')?.value ?? 0);
      const ratio = live > 0 ? history / live : Number.POSITIVE_INFINITY;
      ratios.push(ratio);
      const fund = server.exchange?.marketState.insuranceFund(c.contractId)?.balance ?? '-';
      const settled = funding.find((f) => f.contract_id === c.contractId)?.n ?? 0;
      console.log(
        [
          contractCode(c.name).padEnd(10),
          history.toFixed(0).padStart(16),
          live.toFixed(0).padStart(14),
          ratio.toFixed(2).padStart(6),
          String(of('trades')?.minutes ?? 0).padStart(13),
          fund.padStart(15),
          String(settled).padStart(13),
          (indicators.find((x) => x.cid === c.contractId)?.pv ?? '-').padStart(11),
          (indicators.find((x) => x.cid === c.contractId)?.oi ?? '-').padStart(14),
        ].join(' '),
      );
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log(
      `RESULT median_ratio=${median.toFixed(2)} min_ratio=${(sorted[0] ?? NaN).toFixed(2)} max_ratio=${(sorted.at(-1) ?? NaN).toFixed(2)}`,
    );
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
