import { contracts, type ContractReference } from '../../lib/contract/reference-data';
import { loadConfig } from '../../server/config';
import { openingInsuranceFund } from '../../server/market/simulated-activity';
import { drivers, getJson, startTestServer, useServerWorkspace, type TestServer } from './harness';
import { fundingCurrent, insuranceCurrent } from './exchange-schemas';
import { envelope, fundingHistory, insuranceHistory, klinePoint } from './schemas';
import { z } from 'zod';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The simulator as the demo runs it (makers and takers), with a day of simulated history. */
const SIMULATED_MARKET = { MARKET_SIMULATION: 'on', CANDLE_BACKFILL_DAYS: '1' };
const seed = loadConfig({}).simulationSeed;
const btc = contractOf(1);
/** A new listing settling every 4 h. */
const fourHourly = contracts.find((c) => c.fundingIntervalHours === 4) ?? btc;

function contractOf(id: number): ContractReference {
  const contract = contracts.find((c) => c.contractId === id);
  if (!contract) throw new Error(`no contract ${id}`);
  return contract;
}

async function fundingRows(url: string, contractId: number) {
  const response = await getJson(url, `/api/futures/fundingRate/history?contractId=${contractId}`);
  return envelope(fundingHistory).parse(response.body).data.list;
}

async function fundHistory(url: string, contractId: number) {
  // The history writer batches once a second: the opening row may be a moment behind the start.
  for (let attempt = 0; ; attempt++) {
    const response = await getJson(
      url,
      `/api/futures/insuranceFund/history?contractId=${contractId}`,
    );
    const list = envelope(insuranceHistory).parse(response.body).data.list;
    if (list.length > 0 || attempt >= 40) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(drivers)('the simulated market on $name', (driver) => {
  // Removed after the server below stops (after-all hooks run last registered first).
  const workspace = useServerWorkspace(driver);
  let t: TestServer | undefined;
  beforeAll(async () => {
    t = await startTestServer(driver, SIMULATED_MARKET, workspace.reuse());
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });
  const url = () => t?.url ?? '';

  it('opens every insurance fund with a balance sized to the contract, its history’s first row', async () => {
    for (const c of contracts) {
      const response = await getJson(
        url(),
        `/api/futures/insuranceFund/current?contractId=${c.contractId}`,
      );
      const { balance } = envelope(insuranceCurrent).parse(response.body).data;
      expect(Number(balance), c.name).toBe(Number(openingInsuranceFund(c, seed)));
    }
    const btcFund = Number(openingInsuranceFund(btc, seed));
    expect(btcFund).toBeGreaterThan(2_000_000);
    expect(btcFund).toBeLessThan(4_000_000);
    const history = await fundHistory(url(), btc.contractId);
    expect(history.map((row) => [row.reason, Number(row.change), Number(row.balance)])).toEqual([
      ['injection', btcFund, btcFund],
    ]);
  });

  it('shows the funding the simulated day settled, every interval up to the next settlement', async () => {
    for (const c of [btc, fourHourly]) {
      const interval = c.fundingIntervalHours * HOUR;
      const list = await fundingRows(url(), c.contractId);
      // A day of history: 24 h ÷ the interval settlements (one fewer if the start fell in the
      // first minute after one), newest first, at the interval's boundaries, within the cap.
      expect(list.length, c.name).toBeGreaterThanOrEqual(24 / c.fundingIntervalHours - 1);
      expect(list.length, c.name).toBeLessThanOrEqual(24 / c.fundingIntervalHours);
      for (const [i, row] of list.entries()) {
        expect(row.fundingTime % interval).toBe(0);
        expect(row.fundingTime).toBeGreaterThan(Date.now() - DAY - 2 * 60_000);
        expect(row.intervalHours).toBe(c.fundingIntervalHours);
        expect(Math.abs(Number(row.fundingRate))).toBeLessThanOrEqual(Number(c.fundingRateCap));
        if (i > 0) expect(list[i - 1]?.fundingTime).toBe(row.fundingTime + interval);
      }
      // The next settlement follows the last one by one interval: no gap, no '--'.
      const current = await getJson(
        url(),
        `/api/futures/fundingRate/current?contractId=${c.contractId}`,
      );
      const { nextFundingTime } = envelope(fundingCurrent).parse(current.body).data;
      expect(nextFundingTime - (list[0]?.fundingTime ?? 0), c.name).toBe(interval);
      // The mark each settled at is the close of the simulated minute before it.
      const latest = list[0];
      const minute = await getJson(
        url(),
        `/api/futures/futureQuot/queryCandlestickList?contractId=${c.contractId}&range=60000&limit=1&endTime=${latest?.fundingTime ?? 0}`,
      );
      const [candle] = envelope(z.array(klinePoint)).parse(minute.body).data;
      expect(candle?.close).toBe(latest?.markPrice);
    }
  });

  it('keeps the opening balance and the funding history as they were after a restart', async () => {
    if (!t) throw new Error('no server');
    const funding = await fundingRows(t.url, btc.contractId);
    const funds = await fundHistory(t.url, btc.contractId);
    await t.stop();
    t = await startTestServer(driver, SIMULATED_MARKET, workspace.reuse());
    expect(await fundHistory(t.url, btc.contractId)).toEqual(funds);
    const response = await getJson(t.url, `/api/futures/insuranceFund/current?contractId=1`);
    expect(envelope(insuranceCurrent).parse(response.body).data.balance).toBe(funds[0]?.balance);
    expect(await fundingRows(t.url, btc.contractId)).toEqual(funding);
  });
});
