import { z } from 'zod';
import { at, drivers, expectClientError, getJson, useTestServer, type TestServer } from './harness';
import * as shape from './schemas';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const candles = '/api/futures/futureQuot/queryCandlestickList';

async function page(t: TestServer, query: string) {
  const { status, body } = await getJson(t.url, `${candles}?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return shape.envelope(z.array(shape.klinePoint)).parse(body).data;
}

function expectContiguous(list: readonly { time: number }[], periodMs: number): void {
  for (let i = 1; i < list.length; i++)
    expect(at(list, i).time - at(list, i - 1).time, `candle ${i}`).toBe(periodMs);
}

describe.each(drivers)('candle history paging on $name', (driver) => {
  let t: TestServer;
  // Two days of one-minute history: enough for several pages of 100.
  useTestServer(driver, { CANDLE_BACKFILL_DAYS: '2' }, (server) => ({ t } = server));

  it('pages back with endTime: strictly older, contiguous candles, oldest first, no duplicates', async () => {
    const first = await page(t, 'contractId=1&range=60000&limit=100');
    expect(first).toHaveLength(100);
    const oldest = at(first, 0).time;

    const second = await page(t, `contractId=1&range=60000&limit=100&endTime=${oldest}`);
    expect(second).toHaveLength(100);
    expectContiguous(second, MINUTE);
    // The page ends right where the first one starts: nothing skipped, nothing repeated.
    expect(at(second, second.length - 1).time).toBe(oldest - MINUTE);
    const third = await page(t, `contractId=1&range=60000&limit=100&endTime=${at(second, 0).time}`);
    expect(at(third, third.length - 1).time).toBe(at(second, 0).time - MINUTE);

    const times = [...third, ...second, ...first].map((c) => c.time);
    expect(new Set(times).size).toBe(times.length);
    expectContiguous([...third, ...second], MINUTE);
  });

  it('counts endTime as an exclusive bound on any period, aligned or not', async () => {
    const hours = await page(t, 'contractId=2&range=3600000&limit=5');
    const newest = at(hours, hours.length - 1).time;
    // Mid-hour: the hour that opened before it is the newest of the page.
    const midHour = await page(t, `contractId=2&range=3600000&limit=3&endTime=${newest + 1}`);
    expect(midHour.map((c) => c.time)).toEqual([newest - 2 * HOUR, newest - HOUR, newest]);
    // On the hour: that hour itself is not "before".
    const onHour = await page(t, `contractId=2&range=3600000&limit=3&endTime=${newest}`);
    expect(onHour.map((c) => c.time)).toEqual([
      newest - 3 * HOUR,
      newest - 2 * HOUR,
      newest - HOUR,
    ]);
  });

  it('returns a short page at the start of history and an empty one before it', async () => {
    const first = await page(t, 'contractId=3&range=86400000&limit=1500');
    // Two or three daily candles from two days of backfill: fewer than asked for.
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(10);
    expect(await page(t, `contractId=3&range=86400000&endTime=${at(first, 0).time}`)).toEqual([]);
    expect(await page(t, 'contractId=1&range=60000&limit=100&endTime=0')).toEqual([]);
    expect(await page(t, 'contractId=1&range=60000&endTime=946684800000')).toEqual([]);
  });

  it.each([['abc'], ['-1'], ['1.5'], ['1e12'], [''], ['99999999999999999'], ['8640000000000001']])(
    'refuses endTime=%s with a 400 naming endTime',
    async (value) => {
      expectClientError(
        await getJson(t.url, `${candles}?contractId=1&range=60000&endTime=${value}`),
        400,
        'endTime',
      );
    },
  );

  it('refuses endTime given twice', async () => {
    expectClientError(
      await getJson(t.url, `${candles}?contractId=1&endTime=1&endTime=2`),
      400,
      'endTime',
    );
  });
});
